// Changing the administrator's password on Supabase Auth. Auth's updateUser does not ask for the
// current password, so it is checked first by a sign-in on a throwaway client (no storage): the
// open session of the page is left as it is.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { passwordChangeSchema } from '../../lib/account.ts';
import { BackendError } from '../port.ts';
import { fromAuth } from './errors.ts';
import type { SupabasePublicConfig } from './rest.ts';

function refused(field: string, code: string, detail: string): BackendError {
  return new BackendError('validation', 400, detail, { [field]: code });
}

export async function changeSupabasePassword(
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
