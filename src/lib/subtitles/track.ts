// A film's subtitle files as the players use them (issue 32 point 5, docs/subtitles.md): their
// stored names, their labels and which one a page shows first. Pure.

import type { SubtitleKind } from './subtitle-file.ts';

/** One subtitle file of a film, as the API and the pages carry it. */
export interface SubtitleTrack {
  id: string;
  /** BCP 47, as the owner gave it (`fr`, `en`, `pt-BR`). */
  language: string;
  kind: SubtitleKind;
  /** Where its WebVTT is served (/media/<film>.sub-....vtt locally). */
  url: string;
}

/**
 * The stored name of a subtitle file, beside its film (src/lib/derived/kinds.ts): the content's
 * hash in it gives a replaced file a new address, so no cache keeps the old one.
 */
export const subtitleFileName = (
  film: string,
  language: string,
  kind: SubtitleKind,
  hash: string,
): string => `${film}.sub-${language.toLowerCase()}-${kind}-${hash.slice(0, 12).toLowerCase()}.vtt`;

const NAMES: Record<string, string> = { fr: 'Français', en: 'English' };

/** The language's own name (what a viewer looks for in a track menu), its code when unknown. */
export function languageName(language: string): string {
  const named = NAMES[language.toLowerCase()];
  if (named) return named;
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : language;
  } catch {
    return language;
  }
}

/** The `<track label>`: the language, marked when the file is captions for the deaf. */
export const trackLabel = (
  track: Pick<SubtitleTrack, 'language' | 'kind'>,
  captionsMark: string,
) =>
  track.kind === 'captions'
    ? `${languageName(track.language)} (${captionsMark})`
    : languageName(track.language);

const primary = (language: string) => language.toLowerCase().split('-')[0];

/**
 * The track a page shows first: one in the page's language (plain subtitles before captions),
 * else none, so a viewer is never handed a language they did not ask for.
 */
export function defaultTrackId(
  tracks: readonly SubtitleTrack[],
  lang: 'fr' | 'en' = 'fr',
): string | null {
  const mine = tracks.filter((track) => primary(track.language) === lang);
  return (mine.find((track) => track.kind === 'subtitles') ?? mine[0])?.id ?? null;
}
