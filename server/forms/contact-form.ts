import type { Context } from 'hono';
import type { z } from 'zod';
import { contactInputSchema } from '../../src/lib/contact.ts';
import { escapeHtml } from '../../src/lib/html-escape.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { BRAND } from '../../src/lib/site-settings.ts';
import type { ProxyTrust } from '../http/forwarded.ts';
import type { Parsed } from '../http/json-body.ts';
import { originMatches } from '../http/same-origin.ts';

export type ContactPageResult = 'sent' | 'invalid' | 'tooMany' | 'inboxFull' | 'error';

const FIELDS = ['name', 'email', 'message', 'website', 'lang'] as const;

export function isFormPost(c: Context): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('Content-Type') ?? '');
}

/** For text and double-quoted attributes, the only places this page puts text. */

function sentence(result: ContactPageResult, ownerEmail: string): string {
  switch (result) {
    case 'sent':
      return fr.contact.sent;
    case 'invalid':
      return fr.contact.invalid;
    case 'tooMany':
      return fr.contact.tooMany;
    case 'inboxFull':
      return fr.contact.inboxFull(ownerEmail);
    case 'error':
      return fr.contact.sendError;
  }
}

/**
 * The whole answer to a form posted without JavaScript: one sentence and the way back. Inline
 * style only (the site's CSP allows it for styles, never for scripts); no visitor input in it.
 * `ownerEmail` (the stored settings' address, maybe empty) is where a full inbox sends people;
 * `brand` ends the title as on every page of the site: the owner's name, else FilmFolio.
 */
export function contactPage(result: ContactPageResult, ownerEmail = '', brand = BRAND): string {
  const title = result === 'sent' ? fr.contact.sentTitle : fr.contact.errorTitle;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} – ${brand}`)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#111;background:#fafafa}a{color:inherit}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p role="${result === 'sent' ? 'status' : 'alert'}">${escapeHtml(sentence(result, ownerEmail))}</p>
<p><a href="/#contact">${escapeHtml(fr.contact.backToSite)}</a></p>
</main>
</body>
</html>
`;
}

/**
 * Reads the form a browser posted by itself. A urlencoded POST needs no preflight, so any site
 * could send one: unlike JSON, it must prove it comes from our own page (a matching Origin, or
 * Sec-Fetch-Site: same-origin), not merely not contradict it.
 */
export async function readContactForm(
  c: Context,
  trust: ProxyTrust,
  brand = BRAND,
): Promise<Parsed<z.infer<typeof contactInputSchema>>> {
  const origin = c.req.header('Origin');
  const ours =
    c.req.header('Sec-Fetch-Site') === 'same-origin' ||
    (origin !== undefined && originMatches(c, origin, trust));
  if (!ours) return { ok: false, response: c.html(contactPage('error', '', brand), 403) };
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return { ok: false, response: c.html(contactPage('invalid', '', brand), 400) };
  }
  const picked: Record<string, unknown> = {};
  for (const name of FIELDS) if (typeof form[name] === 'string') picked[name] = form[name];
  const parsed = contactInputSchema.safeParse(picked);
  if (!parsed.success)
    return { ok: false, response: c.html(contactPage('invalid', '', brand), 400) };
  return { ok: true, value: parsed.data };
}
