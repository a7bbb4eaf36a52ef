import { createContactSink } from '../../backend/create.ts';
import type { ContactInput } from '../../lib/api.ts';
import { isCodedError } from '../../lib/coded-error.ts';

/** The fields a visitor fills in, which the server may mark as refused. */
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;

export type ContactResult = 'sent' | 'invalid' | 'tooMany' | 'inboxFull' | 'error';

export interface ContactOutcome {
  result: ContactResult;
  /** For 'invalid': the fields the server rejected. */
  fields: string[];
}

/** Sends the message through the backend port and turns its answer into one outcome. */
export async function sendContact(input: ContactInput): Promise<ContactOutcome> {
  try {
    await createContactSink().sendContactMessage(input);
    return { result: 'sent', fields: [] };
  } catch (error) {
    if (!isCodedError(error)) return { result: 'error', fields: [] };
    if (error.code === 'too_many_requests') return { result: 'tooMany', fields: [] };
    if (error.code === 'inbox_full') return { result: 'inboxFull', fields: [] };
    if (error.code === 'validation' || error.code === 'bad_request') {
      return { result: 'invalid', fields: Object.keys(error.fields ?? {}) };
    }
    return { result: 'error', fields: [] };
  }
}
