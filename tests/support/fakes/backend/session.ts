// The fake backend's session: one administrator, a password the world keeps, and a password
// change that signs every other client of the world out, as the real adapters do.
import { BackendError } from '../../../../src/backend/port.ts';
import { passwordChangeSchema } from '../../../../src/lib/account.ts';
import type { SessionInfo } from '../../../../src/lib/api.ts';
import { ADMIN_EMAIL } from '../../harness/credentials.ts';
import type { FakeCall } from './call.ts';

/** One client of the world: its own session and sign-in listeners. */
export interface SessionClient {
  session: SessionInfo;
  signInListeners: Set<() => void>;
}

export interface SessionWorld {
  password: string;
  /** Every client of this world: a password change signs the others out. */
  clients: Set<SessionClient>;
}

export function fakeSessionMethods(
  world: SessionWorld,
  client: SessionClient,
  call: FakeCall,
  write: FakeCall,
) {
  return {
    getSession: () => call('getSession', [], () => ({ ...client.session })),
    signIn: (email: string, password: string) =>
      call('signIn', [email, password], () => {
        if (email !== ADMIN_EMAIL || password !== world.password) {
          throw new BackendError('invalid_credentials', 401, 'wrong email or password');
        }
        client.session = { authenticated: true, email };
        for (const listener of client.signInListeners) listener();
      }),
    signOut: () =>
      call('signOut', [], () => {
        client.session = { authenticated: false };
      }),
    onSignedIn(callback: () => void) {
      client.signInListeners.add(callback);
      return () => client.signInListeners.delete(callback);
    },
    changePassword: (currentPassword: string, newPassword: string) =>
      write('changePassword', [currentPassword, newPassword], () => {
        const parsed = passwordChangeSchema.safeParse({
          current_password: currentPassword,
          new_password: newPassword,
        });
        if (!parsed.success) {
          const [issue] = parsed.error.issues;
          throw new BackendError('validation', 400, 'invalid password', {
            [String(issue?.path[0] ?? '')]: issue?.message ?? '',
          });
        }
        if (currentPassword !== world.password) {
          throw new BackendError('validation', 400, 'wrong current password', {
            current_password: 'current_password_incorrect',
          });
        }
        world.password = newPassword;
        for (const other of world.clients) {
          if (other !== client) other.session = { authenticated: false };
        }
      }),
  };
}
