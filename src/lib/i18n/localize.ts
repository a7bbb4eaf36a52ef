// The English site's content with French as the fallback (issue 32, docs/english-site.md): a
// field the owner left without English text shows the French one, and the page marks that
// element lang="fr" so a screen reader speaks it in French. Pure, so the rule is tested once.
import type { Lang } from './messages.ts';

/** A film's fields that have an English version; the other credits are names or numbers. */
export const VIDEO_ENGLISH_FIELDS = [
  'title',
  'description',
  'slug',
  'category',
  'role',
  'awards',
] as const;
export type VideoEnglishField = (typeof VIDEO_ENGLISH_FIELDS)[number];
export type VideoEnglish = Partial<Record<VideoEnglishField, string | null | undefined>>;

/** The settings' texts that have an English version. */
export const SETTINGS_ENGLISH_FIELDS = [
  'title',
  'tagline',
  'about',
  'location',
  'availability',
] as const;
export type SettingsEnglishField = (typeof SETTINGS_ENGLISH_FIELDS)[number];
export type SettingsEnglish = Partial<Record<SettingsEnglishField, string | undefined>>;

/** The English title while the owner has written none. */
export const DEFAULT_TITLE_EN = 'Director of Photography';

export interface LocalText {
  text: string;
  /** The language the text is in: the page's, or French when it fell back. */
  lang: Lang;
}

/** The fallback rule: on an English page, the English text when there is one, else the French. */
export function pickText(
  french: string | null | undefined,
  english: string | null | undefined,
  lang: Lang,
): LocalText {
  const own = lang === 'en' ? english?.trim() : '';
  return own ? { text: own, lang } : { text: french ?? '', lang: 'fr' };
}

/** What a localized item says about its texts: the fields shown in French on an English page. */
export interface Localized {
  fr_fields?: readonly string[] | undefined;
}

/** The lang attribute an element needs: 'fr' for a French text on a page in another language. */
export function langAttr(item: Localized, field: string, page: Lang | undefined): 'fr' | undefined {
  return page && page !== 'fr' && item.fr_fields?.includes(field) ? 'fr' : undefined;
}

interface VideoTexts extends Localized {
  title: string;
  description: string | null;
  slug?: string;
  category?: string | null;
  role?: string | null;
  format?: string | null;
  awards?: string | null;
  en?: VideoEnglish | null | undefined;
}

/**
 * A film as an English page shows it: English texts where written, French ones (named in
 * fr_fields) elsewhere. French pages get the film unchanged. The English slug is the owner's,
 * else the French one: a film's English address never changes by itself.
 */
export function localizeVideo<T extends VideoTexts>(video: T, lang: Lang): T {
  if (lang === 'fr') return video;
  const english = video.en ?? {};
  const out: T = { ...video };
  const fallback: string[] = [];
  for (const field of VIDEO_ENGLISH_FIELDS) {
    if (field === 'slug') continue;
    // An English text shows even where the French one is empty; nothing shown is no fallback.
    const picked = pickText(video[field] ?? '', english[field], lang);
    if (picked.text === '') continue;
    (out as Record<string, unknown>)[field] = picked.text;
    if (picked.lang === 'fr') fallback.push(field);
  }
  const slug = english.slug?.trim();
  if (slug) out.slug = slug;
  out.fr_fields = fallback;
  return out;
}

/**
 * Every film of a list for one language; two films claiming one English slug keep their French
 * ones, so each English address stays unique like the French ones (server/store/slugs.ts).
 */
export function localizeVideos<T extends VideoTexts>(videos: readonly T[], lang: Lang): T[] {
  const local = videos.map((video) => localizeVideo(video, lang));
  if (lang === 'fr') return local;
  const count = new Map<string, number>();
  for (const video of local) count.set(video.slug ?? '', (count.get(video.slug ?? '') ?? 0) + 1);
  return local.map((video, i) =>
    (count.get(video.slug ?? '') ?? 0) > 1 ? { ...video, slug: videos[i]?.slug } : video,
  );
}

interface SettingsTexts extends Localized {
  title: string;
  tagline: string;
  about: string;
  location: string;
  availability: string;
  en?: SettingsEnglish | null | undefined;
}

/** The settings as an English page shows them; the title defaults to Director of Photography. */
export function localizeSettings<T extends SettingsTexts>(site: T, lang: Lang): T {
  if (lang === 'fr') return site;
  const english = site.en ?? {};
  const out: T = { ...site, title: english.title?.trim() || DEFAULT_TITLE_EN };
  const fallback: string[] = [];
  for (const field of SETTINGS_ENGLISH_FIELDS) {
    if (field === 'title') continue;
    const picked = pickText(site[field], english[field], lang);
    if (picked.text === '') continue;
    out[field] = picked.text;
    if (picked.lang === 'fr') fallback.push(field);
  }
  out.fr_fields = fallback;
  return out;
}

/** The page address of `path` (a French one) in `lang`: English pages live under /en/. */
export const pathIn = (path: string, lang: Lang): string =>
  lang === 'fr' ? path : `/${lang}${path.startsWith('/') ? path : `/${path}`}`;

/** The English texts worth storing: trimmed, the empty ones left out; null when none is left. */
export function compactEnglish<F extends string>(
  english: Partial<Record<F, string | null | undefined>> | null | undefined,
  fields: readonly F[],
): Partial<Record<F, string>> | null {
  if (!english) return null;
  const kept: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = english[field]?.trim();
    if (value) kept[field] = value;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}
