import { z } from 'zod';
import { CONTACT_LIMITS } from './api.ts';
import { LANGS } from './i18n/messages.ts';

const field = (name: string, max: number) =>
  z.string(`${name}_required`).trim().min(1, `${name}_required`).max(max, `${name}_too_long`);

/** The contact form as the server checks it; message keys are codes the interface maps to French. */
export const contactInputSchema = z
  .object({
    name: field('name', CONTACT_LIMITS.name),
    email: field('email', CONTACT_LIMITS.email).pipe(z.email('email_invalid')),
    message: field('message', CONTACT_LIMITS.message),
    // Honeypot: hidden from people, filled in by naive bots.
    website: z.string().max(500).optional(),
    /** The site's language the message came from (issue 32); French when absent. */
    lang: z.enum(LANGS).optional(),
  })
  .strict();
