// The local server's first-account route (no Supabase counterpart: there the first account is
// made in the Supabase dashboard, docs/supabase.md).
import { API } from '../../lib/api.ts';
import { createHttp, type FetchLike } from './http.ts';

export interface FirstAdmin {
  token: string;
  email: string;
  password: string;
}

export function createSetupClient(
  baseUrl = '',
  fetchImpl: FetchLike = (i, init) => fetch(i, init),
) {
  const http = createHttp(baseUrl, fetchImpl);
  return {
    /** Resolves while no administrator exists; rejects with not_found once one does. */
    check: () => http.json<object>(API.setup),
    /** Creates the account and signs this browser in (the session cookie comes back). */
    create: (input: FirstAdmin) => http.empty(API.setup, 'POST', input),
  };
}
