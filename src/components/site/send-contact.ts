import { BackendError } from '../../backend/port.ts';
import { API, type ContactInput } from '../../lib/api.ts';

export type ContactResult = 'sent' | 'invalid' | 'tooMany' | 'inboxFull' | 'error';

export interface ContactOutcome {
  result: ContactResult;
  /** For 'invalid': the fields the server rejected. */
  fields: string[];
}

/** Sends the message to the configured backend and turns its answer into one outcome. */
export function sendContact(input: ContactInput): Promise<ContactOutcome> {
  return import.meta.env.PUBLIC_BACKEND === 'supabase' ? sendToSupabase(input) : sendLocal(input);
}

/** Supabase mode: an insert through PostgREST (anon key, insert-only policy), loaded on submit. */
async function sendToSupabase(input: ContactInput): Promise<ContactOutcome> {
  try {
    const rest = await import('../../backend/supabase-rest.ts');
    const config = rest.publicSupabaseConfig();
    if (!config) return { result: 'error', fields: [] };
    await rest.createSupabaseContactSink(config).sendContactMessage(input);
    return { result: 'sent', fields: [] };
  } catch (error) {
    if (!(error instanceof BackendError)) return { result: 'error', fields: [] };
    if (error.status === 429) return { result: 'tooMany', fields: [] };
    // The database's flood guard answers 503 'inbox_full' when the inbox holds all it keeps.
    if (error.status === 503 && error.detail?.includes('inbox_full')) {
      return { result: 'inboxFull', fields: [] };
    }
    if (error.status === 400) return { result: 'invalid', fields: Object.keys(error.fields ?? {}) };
    return { result: 'error', fields: [] };
  }
}

async function sendLocal(input: ContactInput): Promise<ContactOutcome> {
  let response: Response;
  try {
    response = await fetch(API.contact, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { result: 'error', fields: [] };
  }
  if (response.ok) return { result: 'sent', fields: [] };
  if (response.status === 429) return { result: 'tooMany', fields: [] };
  if (response.status === 503) {
    const body: unknown = await response.json().catch(() => null);
    const full = body && typeof body === 'object' && 'error' in body && body.error === 'inbox_full';
    return { result: full ? 'inboxFull' : 'error', fields: [] };
  }
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => null);
    const fields =
      body && typeof body === 'object' && 'fields' in body && body.fields
        ? Object.keys(body.fields)
        : [];
    return { result: 'invalid', fields };
  }
  return { result: 'error', fields: [] };
}
