// sitemap.xml and robots.txt as the build writes them from the stored content: pure, so every
// line is tested (docs/search-engines.md).
import { categoriesOf, categoryPath, inCategory } from './categories.ts';
import { filmEntries, filmPath } from './film-page.ts';
import { escapeHtml } from './html-escape.ts';
import { hreflangLinks, type PagePaths, samePage } from './i18n/alternates.ts';
import { categoryPagePaths, filmPagePaths } from './language-pages.ts';
import { sortVideos } from './layout.ts';
import type { Video } from './video.ts';

export const SITEMAP_PATH = '/sitemap.xml';
export const LEGAL_PATH = '/mentions-legales/';
/** Never to be indexed: the administrator's area and the private film links. */
export const DISALLOWED_PATHS = ['/admin', '/p/'] as const;

export interface SitemapEntry {
  path: string;
  /** ISO 8601; absent when no stored date tells. */
  lastmod?: string;
  /** The page's address in each language, written as xhtml:link alternates (issue 32). */
  alternates?: PagePaths;
}

type Dated = Pick<Video, 'created_at' | 'updated_at'>;

/** The newest of these dates as ISO 8601 (stores write them in different spellings). */
function newest(dates: ReadonlyArray<string | null | undefined>): string | undefined {
  const times = dates
    .map((date) => (date ? Date.parse(date) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : undefined;
}

/** The oldest of these dates: when the site began holding anything. */
function oldest(dates: ReadonlyArray<string | null | undefined>): string | undefined {
  const times = dates
    .map((date) => (date ? Date.parse(date) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.min(...times)).toISOString() : undefined;
}

const changed = (video: Dated) => video.updated_at ?? video.created_at;

/**
 * The public pages: the landing page, each film, each category, the legal notice. `settingsDate`
 * is when the site settings last changed (the landing page and the legal notice show them).
 */
export function sitemapEntries(
  videos: readonly Video[],
  settingsDate: string | null,
): SitemapEntry[] {
  const ordered = sortVideos(videos);
  const entry = (path: string, dates: Array<string | null | undefined>): SitemapEntry => {
    const lastmod = newest(dates);
    return lastmod ? { path, lastmod } : { path };
  };
  return [
    entry('/', [settingsDate, ...ordered.map(changed)]),
    ...filmEntries(ordered).map(({ slug, video }) => entry(filmPath(slug), [changed(video)])),
    ...categoriesOf(ordered).map(({ slug }) =>
      entry(categoryPath(slug), inCategory(ordered, slug).map(changed)),
    ),
    // Settings never saved: the notice has said the same since the site's first film was stored.
    entry(LEGAL_PATH, [settingsDate ?? oldest(ordered.map((video) => video.created_at))]),
  ];
}

/**
 * The French entries with their English twins (issue 32): each page of both languages, each
 * naming both addresses, as Google reads alternates in a sitemap.
 */
export function bilingualEntries(
  entries: readonly SitemapEntry[],
  videos: readonly Video[],
): SitemapEntry[] {
  const films = new Map(
    [...filmPagePaths(videos).values()].map((paths) => [paths.fr, paths] as const),
  );
  const categories = categoryPagePaths(videos);
  const french = entries.map((entry) => ({
    ...entry,
    alternates: films.get(entry.path) ?? categories.get(entry.path) ?? samePage(entry.path),
  }));
  const english = french.map(({ alternates, lastmod }) =>
    lastmod ? { path: alternates.en, lastmod, alternates } : { path: alternates.en, alternates },
  );
  return [...french, ...english];
}

const XHTML = 'http://www.w3.org/1999/xhtml';

/** Absolute addresses need the site's address: without it the list is empty, yet valid. */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = siteUrl
    ? entries.map(({ path, lastmod, alternates }) => {
        const loc = `<loc>${escapeHtml(new URL(path, siteUrl).href)}</loc>`;
        const links = alternates
          ? hreflangLinks(alternates, siteUrl)
              .map(
                ({ hreflang, href }) =>
                  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
              )
              .join('')
          : '';
        return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>\n`;
      })
    : [];
  const xhtml = entries.some((entry) => entry.alternates) ? ` xmlns:xhtml="${XHTML}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('')}</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const lines = ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`)];
  if (siteUrl) lines.push('', `Sitemap: ${new URL(SITEMAP_PATH, siteUrl).href}`);
  return `${lines.join('\n')}\n`;
}
