import type { DatabaseSync } from 'node:sqlite';
import { createAdminStore, normaliseEmail } from './admins.ts';
import { dummyHash, PASSWORD_MAX_LENGTH, verifyPassword } from './password.ts';
import { createSessionStore, DEFAULT_SESSION_POLICY, type SessionPolicy } from './sessions.ts';
import { createLoginThrottle, DEFAULT_THROTTLE, type ThrottleOptions } from './throttle.ts';

export interface AuthOptions {
  policy?: SessionPolicy;
  throttle?: Omit<ThrottleOptions, 'now'>;
  /** Honour X-Forwarded-For / X-Forwarded-Proto (only behind a proxy you run: TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Injected by tests to move time. */
  now?: () => number;
}

export type SignInResult =
  | { kind: 'ok'; token: string; email: string }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number };

export type Auth = ReturnType<typeof createAuth>;

export function createAuth(db: DatabaseSync, options: AuthOptions = {}) {
  const now = options.now ?? Date.now;
  const admins = createAdminStore(db);
  const sessions = createSessionStore(db, options.policy ?? DEFAULT_SESSION_POLICY, now);
  const throttle = createLoginThrottle({ ...(options.throttle ?? DEFAULT_THROTTLE), now });
  // Ready before the first unknown email arrives, so that one is not slower than the rest.
  void dummyHash();

  return {
    admins,
    sessions,
    trustProxy: options.trustProxy ?? false,

    async signIn(email: string, password: string, clientAddress: string): Promise<SignInResult> {
      const keys = [`email:${normaliseEmail(email)}`, `ip:${clientAddress}`];
      const wait = throttle.retryAfterSeconds(keys);
      if (wait > 0) return { kind: 'throttled', retryAfterSeconds: wait };
      const admin = admins.findByEmail(email);
      // An unknown email costs the same argon2 work as a wrong password: timing tells nothing.
      const hash = admin?.passwordHash ?? (await dummyHash());
      const matches =
        password.length <= PASSWORD_MAX_LENGTH && (await verifyPassword(password, hash));
      if (!admin || !matches) {
        throttle.fail(keys);
        return { kind: 'invalid' };
      }
      throttle.succeed(keys);
      return { kind: 'ok', token: sessions.create(admin.id), email: admin.email };
    },
  };
}
