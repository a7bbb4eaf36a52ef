// Private links on Supabase: placeholder until the tables and functions exist.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminBackend } from '../port.ts';
import { BackendError } from '../port.ts';

type LinkMethods = Pick<
  AdminBackend,
  'listLinks' | 'createLink' | 'updateLink' | 'setLinkDisabled' | 'deleteLink'
>;

export function createSupabaseLinks(_client: SupabaseClient): LinkMethods {
  const missing = (): Promise<never> =>
    Promise.reject(new BackendError('not_found', 404, 'private links'));
  return {
    listLinks: missing,
    createLink: missing,
    updateLink: missing,
    setLinkDisabled: missing,
    deleteLink: missing,
  };
}
