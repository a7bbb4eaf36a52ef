// The administrator's session on Supabase Auth: signed in is not enough, only an account on the
// allow-list (is_admin) is the administrator.
// Changing the password: Auth's updateUser does not ask for the current password, so it is
// checked first by a sign-in on a throwaway client (no storage): the open session of the page is
// left as it is.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { passwordChangeSchema } from '../../lib/account.ts';
import { BackendError } from '../port.ts';
import type { SessionPort } from '../ports/session.ts';
import { fromAuth, fromPostgrest } from './errors.ts';
import type { SupabasePublicConfig } from './rest.ts';

function refused(field: string, code: string, detail: string): BackendError {
  return new BackendError('validation', 400, detail, { [field]: code });
}

async function changeSupabasePassword(
  client: SupabaseClient,
  config: SupabasePublicConfig,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const parsed = passwordChangeSchema.safeParse({
    current_password: currentPassword,
    new_password: newPassword,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refused(String(issue?.path[0]), issue?.message ?? 'invalid', 'password change refused');
  }
  const { data } = await client.auth.getUser();
  const email = data.user?.email;
  if (!email) throw new BackendError('unauthorized', 401, 'no session');

  const checker = createClient(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const check = await checker.auth.signInWithPassword({ email, password: currentPassword });
  if (check.error) {
    const failure = fromAuth(check.error);
    if (failure.code !== 'invalid_credentials') throw failure;
    throw refused('current_password', 'current_password_incorrect', check.error.message);
  }
  // Ends the checker's own session on the server at once.
  await checker.auth.signOut({ scope: 'local' });

  const updated = await client.auth.updateUser({ password: newPassword });
  if (updated.error) throw fromAuth(updated.error);
  // Every other session of the account (other browsers, other tabs' refresh tokens) ends.
  const { error } = await client.auth.signOut({ scope: 'others' });
  if (error) throw fromAuth(error);
}

export function createSupabaseSession(
  client: SupabaseClient,
  config: SupabasePublicConfig,
): SessionPort {
  async function isAdmin(): Promise<boolean> {
    const { data, error, status } = await client.rpc('is_admin');
    if (error) {
      const failure = fromPostgrest(error, status);
      if (failure.code === 'unauthorized') return false;
      throw failure;
    }
    return data === true;
  }

  return {
    async getSession() {
      const { data } = await client.auth.getSession();
      if (!data.session) return { authenticated: false };
      // The stored session may have been ended elsewhere (a password change ends the others):
      // only Auth knows, as PostgREST accepts the access token until it expires. Auth answers
      // 403 session_not_found, and supabase-js then forgets the session.
      const { error: ended } = await client.auth.getUser();
      if (ended) {
        if (
          ended.status === 401 ||
          ended.status === 403 ||
          ended.name === 'AuthSessionMissingError'
        ) {
          await client.auth.signOut({ scope: 'local' });
          return { authenticated: false };
        }
        throw fromAuth(ended);
      }
      // Signed in is not enough: only an account on the allow-list is the administrator.
      if (!(await isAdmin())) return { authenticated: false };
      const email = data.session.user.email;
      return email ? { authenticated: true, email } : { authenticated: true };
    },

    async signIn(email, password) {
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw fromAuth(error);
      if (!(await isAdmin())) {
        await client.auth.signOut();
        throw new BackendError('invalid_credentials', 401, 'account is not an administrator');
      }
    },

    async signOut() {
      const { error } = await client.auth.signOut();
      if (error) throw fromAuth(error);
    },

    changePassword: (currentPassword, newPassword) =>
      changeSupabasePassword(client, config, currentPassword, newPassword),

    onSignedIn(callback) {
      const { data } = client.auth.onAuthStateChange((event) => {
        if (event !== 'SIGNED_IN') return;
        // supabase-js deadlocks if its own calls are awaited inside this callback: defer.
        setTimeout(() => {
          isAdmin()
            .then((admin) => {
              if (admin) callback();
            })
            .catch((error: unknown) => console.error('admin check failed', error));
        }, 0);
      });
      return () => data.subscription.unsubscribe();
    },
  };
}
