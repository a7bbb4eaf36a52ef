import { API, type ContactInput } from '../../lib/api.ts';

export type ContactResult = 'sent' | 'invalid' | 'tooMany' | 'error';

export interface ContactOutcome {
  result: ContactResult;
  /** For 'invalid': the fields the server rejected. */
  fields: string[];
}

/** POSTs the message to the local server and turns its answer into one outcome. */
export async function sendContact(input: ContactInput): Promise<ContactOutcome> {
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
