// Each public page names its other version (issue 32): absolute, reciprocal hreflang links for
// French, English and x-default (French, the site's language), from the page's two addresses.
import { pathIn } from './localize.ts';
import { LANGS, type Lang } from './messages.ts';

/** A page's address in each language. */
export type PagePaths = Readonly<Record<Lang, string>>;

export interface Alternate {
  hreflang: Lang | 'x-default';
  href: string;
}

/** The same page under /en/: the landing page, categories, the legal notice, 404. */
export const samePage = (frenchPath: string): PagePaths => ({
  fr: frenchPath,
  en: pathIn(frenchPath, 'en'),
});

/**
 * The hreflang set of a page: one per language and x-default, absolute. Like the canonical
 * link, none before the owner has set the site's address (src/config/site-address.ts).
 */
export function hreflangLinks(paths: PagePaths, siteUrl: string): Alternate[] {
  if (!siteUrl) return [];
  const href = (path: string) => new URL(path, siteUrl).href;
  return [
    ...LANGS.map((lang) => ({ hreflang: lang, href: href(paths[lang]) })),
    { hreflang: 'x-default' as const, href: href(paths.fr) },
  ];
}

/** Open Graph's locale of a page's language. */
export const OG_LOCALE: Readonly<Record<Lang, string>> = { fr: 'fr_FR', en: 'en_GB' };
