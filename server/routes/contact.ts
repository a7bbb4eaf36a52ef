import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiErrorBody } from '../../src/lib/api.ts';
import { contactInputSchema } from '../../src/lib/contact.ts';
import { parseJsonBody } from '../middleware/json-body.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { clientKey, createRateLimiter } from '../rate-limit.ts';
import type { MessageStore } from '../store/messages.ts';

export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
/** Stored messages per sender and window. */
export const CONTACT_MAX_MESSAGES = 5;
/** Any attempt (also refused or honeypot ones) per sender and window: stops blind hammering. */
const CONTACT_MAX_ATTEMPTS = 20;
const MAX_BODY_BYTES = 16 * 1024;

const tooMany: ApiErrorBody = { error: 'too_many_requests' };

export interface ContactOptions {
  /** Behind a proxy you run (TRUST_PROXY=1): take the client from X-Forwarded-For. */
  trustProxy?: boolean;
  now?: () => number;
}

/** POST /api/contact: the public contact form, stored for the dashboard. */
export function contactRoutes(
  messages: MessageStore,
  { trustProxy = false, now = Date.now }: ContactOptions = {},
): Hono {
  const attempts = createRateLimiter(CONTACT_MAX_ATTEMPTS, CONTACT_WINDOW_MS, now);
  const app = new Hono();
  app.post(
    '/contact',
    sameOrigin({ trustProxy }),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'payload_too_large' } satisfies ApiErrorBody, 413),
    }),
    async (c) => {
      const senderKey = clientKey(c, 'contact', trustProxy);
      if (!attempts.take(senderKey)) return c.json(tooMany, 429);
      const parsed = await parseJsonBody(c, contactInputSchema);
      if (!parsed.ok) return parsed.response;
      const { name, email, message, website } = parsed.value;
      // A filled honeypot gets the same answer as a person, so the bot learns nothing.
      if (website) return c.body(null, 201);
      if (messages.countRecentFrom(senderKey, now() - CONTACT_WINDOW_MS) >= CONTACT_MAX_MESSAGES) {
        return c.json(tooMany, 429);
      }
      messages.create({ name, email, message, senderKey });
      return c.body(null, 201);
    },
  );
  return app;
}
