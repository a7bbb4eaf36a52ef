// Which page of one language is which page of the other (issue 32): a film's French and English
// addresses (the English slug may differ), and a category's (its English name may differ). Pure,
// so the hreflang links, the switch and the sitemap read one answer.
import { categoriesOf, categoryPath, categorySlugOf } from './categories.ts';
import { filmPath, filmSlug, type SlugRedirect } from './film-page.ts';
import type { PagePaths } from './i18n/alternates.ts';
import { localizeVideos, pathIn } from './i18n/localize.ts';
import type { Video } from './video.ts';

/** Each film's two addresses, by id. */
export function filmPagePaths(videos: readonly Video[]): Map<string, PagePaths> {
  const english = localizeVideos(videos, 'en');
  return new Map(
    videos.map((video, i) => [
      video.id,
      {
        fr: filmPath(filmSlug(video)),
        en: pathIn(filmPath(filmSlug(english[i] ?? video)), 'en'),
      },
    ]),
  );
}

/**
 * Each category page's two addresses, keyed by the page's own address. A category's other page
 * is the one its first film belongs to in the other language.
 */
export function categoryPagePaths(videos: readonly Video[]): Map<string, PagePaths> {
  const english = localizeVideos(videos, 'en');
  const paths = new Map<string, PagePaths>();
  const pair = (i: number): PagePaths => ({
    fr: categoryPath(categorySlugOf(videos[i] ?? {})),
    en: pathIn(categoryPath(categorySlugOf(english[i] ?? {})), 'en'),
  });
  for (const [list, lang] of [
    [videos, 'fr'],
    [english, 'en'],
  ] as const) {
    for (const { slug } of categoriesOf(list)) {
      const first = list.findIndex((video) => categorySlugOf(video) === slug);
      const both = pair(first);
      if (!paths.has(both[lang])) paths.set(both[lang], both);
    }
  }
  return paths;
}

/**
 * The English site's old addresses: each French slug a film had, and its current French slug
 * when its English one differs, lead to its English page, as French slugs do on the French site.
 */
export function englishRedirects(
  videos: readonly Video[],
  redirects: readonly SlugRedirect[],
): SlugRedirect[] {
  const english = localizeVideos(videos, 'en');
  const current = new Map(videos.map((video, i) => [filmSlug(video), english[i] ?? video]));
  const live = new Set(english.map((video) => filmSlug(video)));
  const out = new Map<string, string>();
  for (const [french, video] of current) out.set(french, filmSlug(video));
  for (const { from, to } of redirects) {
    const video = current.get(to);
    if (video) out.set(from, filmSlug(video));
  }
  return [...out]
    .filter(([from, to]) => from !== to && !live.has(from))
    .map(([from, to]) => ({ from, to }));
}
