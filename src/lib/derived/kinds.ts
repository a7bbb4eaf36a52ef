// Every kind of file made from another one (CONTRIBUTING.md, "Adding a kind of derived file"):
// what it is made from, who may make it, what is accepted and where it is stored. One entry per
// kind: the names, the privacy and the removal of a film's copies read this list. Pure.

import { HERO_SIZES } from '../hero-copy.ts';
import { VIDEO_EXTENSIONS } from '../media.ts';
import { MAX_SUBTITLE_BYTES } from '../subtitles/subtitle-file.ts';
import { MAX_PREVIEW_BYTES, PREVIEW_MIME_TYPES } from '../video-preview.ts';

/** Who makes a derived file: the local server (ffmpeg, sharp, fetch) or the admin's browser. */
export type DerivedMaker = 'server' | 'browser';

/** The file a derived kind is made from. */
type DerivedSource = 'film' | 'image' | 'embed';

export interface DerivedKind {
  from: DerivedSource;
  /** Who may make it; a deployment picks one of them (`deploymentMaker`). */
  makers: readonly DerivedMaker[];
  /**
   * For a kind made from a stored film: the endings of its files, named `<original>.<ending>`
   * beside the film, served, kept private and removed as the film is. A `*` stands for a part
   * the maker names (`[a-z0-9-]`), for kinds with one file per choice (a subtitle's language).
   */
  endings: readonly string[];
  /** The largest file accepted from a maker (null: the server's own output, checked as made). */
  maxBytes: number | null;
  /** What Supabase Storage holds it in (null: not made in Supabase mode). */
  supabase: { bucket: string; privateBucket: string; mimeTypes: readonly string[] } | null;
}

export const DERIVED_KINDS = {
  /** The grid's silent excerpt and its poster frame (docs/video-previews.md). */
  preview: {
    from: 'film',
    makers: ['server', 'browser'],
    endings: ['preview.mp4', 'preview.jpg'],
    maxBytes: MAX_PREVIEW_BYTES,
    supabase: {
      bucket: 'previews',
      privateBucket: 'private-previews',
      mimeTypes: PREVIEW_MIME_TYPES,
    },
  },
  /** The 720p copy the players give phones (docs/video-previews.md). */
  light: {
    from: 'film',
    makers: ['server'],
    endings: ['light.mp4'],
    maxBytes: null,
    supabase: null,
  },
  /**
   * The showreel's silent loop in two sizes and its poster frames (src/lib/hero-copy.ts). Made by
   * the local server for now; the browser's maker (Supabase mode) and its buckets are to come.
   */
  hero: {
    from: 'film',
    makers: ['server'],
    endings: [
      'hero.mp4',
      'hero-960.mp4',
      ...['avif', 'webp', 'jpg'].flatMap((format) => [`hero.${format}`, `hero-960.${format}`]),
    ],
    maxBytes: HERO_SIZES[0].maxBytes,
    supabase: null,
  },
  /**
   * A film's subtitle files as WebVTT, SRT converted when stored (issue 32 point 5,
   * docs/subtitles.md): `<film>.sub-<language>-<kind>-<hash>.vtt`, one row each in
   * video_subtitles. Not yet made in Supabase mode.
   */
  subtitles: {
    from: 'film',
    makers: ['server'],
    endings: ['sub-*.vtt'],
    maxBytes: MAX_SUBTITLE_BYTES,
    supabase: null,
  },
  /** WebP widths of every stored image (docs/image-variants.md). */
  'image-variants': {
    from: 'image',
    makers: ['server'],
    endings: [],
    maxBytes: null,
    supabase: null,
  },
  /**
   * AVIF, WebP and JPEG widths of a film's still, made once when it is stored (docs/stills.md).
   * Named by the still (`<id>.still.<width>w.<format>`), not by a film: src/lib/stills.ts.
   */
  'still-variants': {
    from: 'image',
    makers: ['server'],
    endings: [],
    maxBytes: null,
    supabase: null,
  },
  /** The local copy of a YouTube or Vimeo thumbnail (docs/image-variants.md). */
  thumbnail: {
    from: 'embed',
    makers: ['server'],
    endings: [],
    maxBytes: null,
    supabase: null,
  },
} as const satisfies Record<string, DerivedKind>;

export type DerivedKindName = keyof typeof DERIVED_KINDS;

/**
 * Who makes a kind on a deployment: Supabase has no server, so its browser makes every kind a
 * browser may make; the local server makes what it can, unless its owner chose the browser for
 * a kind both may make (PREVIEW_MAKER=browser, docs/video-previews.md).
 */
export function deploymentMaker(
  kind: DerivedKindName,
  deployment: 'local' | 'supabase',
  chosen: DerivedMaker = 'server',
): DerivedMaker | null {
  const makers: readonly DerivedMaker[] = DERIVED_KINDS[kind].makers;
  if (deployment === 'supabase') return makers.includes('browser') ? 'browser' : null;
  return makers.includes(chosen) ? chosen : (makers[0] ?? null);
}

const FILM_ENDINGS = Object.values(DERIVED_KINDS).flatMap((kind) =>
  kind.from === 'film' ? kind.endings : [],
);
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ending = (text: string) => literal(text).replace('\\*', '[a-z0-9-]{1,80}');
const UUID = '[0-9a-f-]{36}';

/** A file made from a stored film: `<uuid>.<video extension>.<ending of a film kind>`. */
export const FILM_COPY_NAME = new RegExp(
  `^(${UUID}\\.(?:${VIDEO_EXTENSIONS.join('|')}))\\.(?:${FILM_ENDINGS.map(ending).join('|')})$`,
);

/** The stored film a derived file belongs to, or null when the name is not a film copy's. */
export function originalOfFilmCopy(name: string): string | null {
  return FILM_COPY_NAME.exec(name)?.[1] ?? null;
}

/**
 * Every file of fixed name a stored film's derived kinds may have, made or not (for removal);
 * the named ones (`*`) are found by `originalOfFilmCopy` in the folder.
 */
export const filmCopyNames = (original: string): string[] =>
  FILM_ENDINGS.filter((end) => !end.includes('*')).map((end) => `${original}.${end}`);
