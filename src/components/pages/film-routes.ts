// The film pages of one language, for src/pages/films/[slug].astro and its /en/ twin (issue 32):
// one page per film of the public list, one redirect page per old address (the local server
// answers those with 301 before the file is reached: server/routes/film-redirects.ts).
import { loadBuildRedirects, loadBuildVideos } from '../../backend/build-content.ts';
import { type FilmEntry, filmEntries, liveRedirects } from '../../lib/film-page.ts';
import type { PagePaths } from '../../lib/i18n/alternates.ts';
import { localizeVideos } from '../../lib/i18n/localize.ts';
import type { Lang } from '../../lib/i18n/messages.ts';
import { englishRedirects, filmPagePaths } from '../../lib/language-pages.ts';

export type FilmRouteProps =
  | { entry: FilmEntry; paths: PagePaths }
  | { redirect: { to: string; title: string } };

export async function filmRoutes(lang: Lang) {
  const stored = (await loadBuildVideos()) ?? [];
  const entries = filmEntries(localizeVideos(stored, lang), lang);
  const paths = filmPagePaths(stored);
  const titles = new Map(entries.map((entry) => [entry.slug, entry.video.title]));
  const old = await loadBuildRedirects();
  const redirects =
    lang === 'fr'
      ? liveRedirects(old, entries)
      : liveRedirects(englishRedirects(stored, old), entries);
  return [
    ...entries.flatMap((entry) => {
      const both = paths.get(entry.video.id);
      return both ? [{ params: { slug: entry.slug }, props: { entry, paths: both } }] : [];
    }),
    ...redirects.map(({ from, to }) => ({
      params: { slug: from },
      props: { redirect: { to, title: titles.get(to) ?? to } },
    })),
  ] satisfies { params: { slug: string }; props: FilmRouteProps }[];
}
