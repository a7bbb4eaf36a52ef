// The audience beacon of a public page (docs/statistics.md); declared after-paint
// (integrations/page-scripts.ts).
import { isSupabaseBackend } from '../../backend/kind.ts';
import { afterLoad } from './after-load.ts';
import { startAudience } from './audience.ts';

// On Supabase the beacon goes to the project's function; sendBeacon sets no header, so the
// public key rides in the address (the API gateway reads `apikey` there too). The owner is
// known there by the flag their browser sets at sign-in.
const supabase = isSupabaseBackend();
const endpoint = supabase
  ? `${import.meta.env.PUBLIC_SUPABASE_URL}/rest/v1/rpc/record_audience_event?apikey=${import.meta.env.PUBLIC_SUPABASE_ANON_KEY}`
  : '/api/stats';
afterLoad(() => startAudience(endpoint, supabase));
