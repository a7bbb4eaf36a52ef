// What a film page shows, from the public video list: pure, so the pages, the sitemap and the
// tests share one reading (docs/film-pages.md).
import { awardLines, CREDIT_FIELDS, type CreditField } from './credits.ts';
import { langAttr, pathIn } from './i18n/localize.ts';
import { type Lang, messagesFor } from './i18n/messages.ts';
import { sortVideos } from './layout.ts';
import { slugFromTitle } from './slug.ts';
import type { Video } from './video.ts';

export const filmPath = (slug: string): string => `/films/${slug}/`;

/** The stored slug; a list from before film pages falls back to the title's. */
export const filmSlug = (video: Pick<Video, 'slug' | 'title'>): string =>
  video.slug || slugFromTitle(video.title);

export interface FilmLink {
  title: string;
  path: string;
  /** 'fr': a French title on an English page (issue 32). */
  lang?: 'fr' | undefined;
}

export interface FilmEntry {
  video: Video;
  slug: string;
  /** The title, told apart from other films of the same title (the page's `<title>`). */
  pageTitle: string;
  previous: FilmLink | null;
  next: FilmLink | null;
}

/** One entry per film in portfolio order, with its neighbours in that order. */
export function filmEntries(videos: readonly Video[], lang: Lang = 'fr'): FilmEntry[] {
  const ordered = sortVideos(videos);
  const link = (video: Video | undefined): FilmLink | null =>
    video
      ? {
          title: video.title,
          path: pathIn(filmPath(filmSlug(video)), lang),
          lang: langAttr(video, 'title', lang),
        }
      : null;
  const titles = distinctTitles(ordered);
  return ordered.map((video, i) => ({
    video,
    slug: filmSlug(video),
    pageTitle: titles[i] ?? video.title,
    previous: link(ordered[i - 1]),
    next: link(ordered[i + 1]),
  }));
}

/**
 * Every page has its own `<title>`: a title two films share gets the year when that tells them
 * apart, else the page address (unique by construction).
 */
function distinctTitles(videos: readonly Video[]): string[] {
  const key = (video: Video) => video.title.trim().toLocaleLowerCase('fr');
  const sharing = new Map<string, Video[]>();
  for (const video of videos) sharing.set(key(video), [...(sharing.get(key(video)) ?? []), video]);
  return videos.map((video) => {
    const group = sharing.get(key(video)) ?? [];
    if (group.length < 2) return video.title;
    const sameYear = group.filter((other) => other.year === video.year).length;
    return video.year && sameYear === 1
      ? `${video.title.trim()} (${video.year})`
      : `${video.title.trim()} (${filmSlug(video)})`;
  });
}

export interface CreditRow {
  field: CreditField;
  label: string;
  /** One value, or one per festival or award. */
  values: string[];
  /** 'fr': French values on an English page, the film having no English ones (issue 32). */
  lang?: 'fr' | undefined;
}

/**
 * The filled credits only, in the form's order, each with its label in the page's language. The
 * festivals and awards are the page's laurels (`laurelLines`), not a row of the Fiche technique.
 */
export function creditRows(video: Video, lang: Lang = 'fr'): CreditRow[] {
  const labels = messagesFor(lang).credits;
  const rows: CreditRow[] = [];
  for (const field of CREDIT_FIELDS) {
    if (field === 'awards') continue;
    const value = video[field];
    if (value === null || value === undefined || value === '') continue;
    const text = String(value).trim();
    if (text) {
      rows.push({
        field,
        label: labels[field],
        values: [text],
        lang: langAttr(video, field, lang),
      });
    }
  }
  return rows;
}

/** One laurel per festival selection or award line (Festivals et prix), in the owner's order. */
export const laurelLines = (video: Pick<Video, 'awards'>): string[] =>
  awardLines(video.awards ?? null);

export interface SlugRedirect {
  /** The old address part. */
  from: string;
  /** The film's current one. */
  to: string;
}

/** Redirects to films on the list only, and never from a slug a film has now. */
export function liveRedirects(
  redirects: readonly SlugRedirect[],
  entries: readonly FilmEntry[],
): SlugRedirect[] {
  const live = new Set(entries.map((entry) => entry.slug));
  return redirects.filter((r) => live.has(r.to) && !live.has(r.from) && r.from !== r.to);
}
