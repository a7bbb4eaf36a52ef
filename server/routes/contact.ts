import { type Context, Hono } from 'hono';
import { contactInputSchema } from '../../src/lib/contact.ts';
import { ERROR_STATUS } from '../../src/lib/error-codes.ts';
import { BRAND } from '../../src/lib/site-settings.ts';
import {
  type ContactPageResult,
  contactPage,
  isFormPost,
  readContactForm,
} from '../forms/contact-form.ts';
import { apiError } from '../http/api-error.ts';
import type { ProxyTrust } from '../http/forwarded.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { clientKey } from '../limits/client-key.ts';
import { createWindowTable } from '../limits/window-table.ts';
import type { MessageStore } from '../store/messages.ts';

export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
/** Stored messages per sender and window. */
export const CONTACT_MAX_MESSAGES = 5;
/** Stored messages per window from everyone: many senders cannot flood the inbox either. */
export const CONTACT_SITE_MAX_MESSAGES = 30;
/** Messages kept at most; the administrator deletes them once read. */
export const CONTACT_MAX_STORED = 1000;
/** Any attempt (also refused or honeypot ones) per sender and window: stops blind hammering. */
const CONTACT_MAX_ATTEMPTS = 20;
const MAX_BODY_BYTES = 16 * 1024;

export interface ContactOptions extends Partial<ProxyTrust> {
  now?: () => number;
  /** The owner's address as stored now (settings, maybe empty): the full-inbox page names it. */
  ownerEmail?: () => string;
  /** The site's name as its pages end their titles (the owner's, else FilmFolio). */
  brand?: () => string;
}

/** A refusal: its code (status from the catalogue) and the page a form post gets instead. */
type Refusal = { code: 'too_many_requests' | 'inbox_full'; page: ContactPageResult };
const TOO_MANY: Refusal = { code: 'too_many_requests', page: 'tooMany' };
const INBOX_FULL: Refusal = { code: 'inbox_full', page: 'inboxFull' };

/**
 * POST /api/contact: the public contact form, stored for the dashboard. JSON from the page script;
 * with JavaScript off the browser posts the form itself (urlencoded) and gets a French page back.
 */
export function contactRoutes(
  messages: MessageStore,
  {
    trustProxy = false,
    publicOrigin,
    now = Date.now,
    ownerEmail = () => '',
    brand = () => BRAND,
  }: ContactOptions = {},
): Hono {
  const attempts = createWindowTable({
    limit: CONTACT_MAX_ATTEMPTS,
    windowMs: CONTACT_WINDOW_MS,
    now,
  });

  /** Why this message may not be stored now, if it may not. */
  const refusal = (senderKey: string): Refusal | null => {
    const since = now() - CONTACT_WINDOW_MS;
    if (messages.count() >= CONTACT_MAX_STORED) return INBOX_FULL;
    if (messages.countRecentFrom(senderKey, since) >= CONTACT_MAX_MESSAGES) return TOO_MANY;
    if (messages.countSince(since) >= CONTACT_SITE_MAX_MESSAGES) return TOO_MANY;
    return null;
  };

  const sent = (c: Context, form: boolean) =>
    form ? c.html(contactPage('sent', '', brand()), 200) : c.body(null, 201);
  const refuse = (c: Context, form: boolean, { code, page }: Refusal) =>
    form
      ? c.html(
          contactPage(page, page === 'inboxFull' ? ownerEmail() : '', brand()),
          ERROR_STATUS[code],
        )
      : apiError(c, code);

  const app = new Hono();
  app.post(
    '/contact',
    sameOrigin({ trustProxy, publicOrigin }),
    // Percent-encoding triples accented text: a form gets room for the same 5,000 characters.
    (c, next) => limitBody(isFormPost(c) ? 4 * MAX_BODY_BYTES : MAX_BODY_BYTES)(c, next),
    async (c) => {
      const form = isFormPost(c);
      const senderKey = clientKey(c, 'contact', trustProxy);
      if (attempts.retryAfterMs(senderKey) > 0) {
        return refuse(c, form, TOO_MANY);
      }
      attempts.add(senderKey);
      const parsed = form
        ? await readContactForm(c, { trustProxy, publicOrigin }, brand())
        : await parseJsonBody(c, contactInputSchema);
      if (!parsed.ok) return parsed.response;
      const { name, email, message, website, lang = 'fr' } = parsed.value;
      // A filled honeypot gets the same answer as a person, so the bot learns nothing.
      if (website) return sent(c, form);
      const refused = refusal(senderKey);
      if (refused) return refuse(c, form, refused);
      messages.create({ name, email, message, senderKey, lang });
      return sent(c, form);
    },
  );
  return app;
}
