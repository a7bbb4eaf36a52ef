// Stills of a film (Photogrammes, docs/stills.md): what is accepted, which copies are made and
// what they are named. Pure: the server checks and makes the files (server/media/still-variants.ts),
// the pages only read what the store says exists.

import { sniffImage } from './file-magic.ts';

/** 40 MB: the largest still an administrator may upload. */
export const MAX_STILL_BYTES = 41_943_040;
/** 100 megapixels: read from the file's header, before anything is decoded. */
export const MAX_STILL_PIXELS = 100_000_000;
/** The most stills one film may have. */
export const MAX_STILLS_PER_FILM = 40;

/** Widths made of every still, never wider than the still itself. */
export const STILL_WIDTHS = [480, 960, 1600, 2400, 3200] as const;
/** Formats made at each width, best first: the order a <picture> offers them in. */
export const STILL_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type StillFormat = (typeof STILL_FORMATS)[number];
export const STILL_TYPES: Readonly<Record<StillFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The extensions an uploaded original is stored with, by content. */
export type StillExtension = 'jpg' | 'png' | 'webp' | 'avif' | 'tif';

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((value, i) => bytes[at + i] === value);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** What an uploaded still is by its first bytes (never its name or type), or null. */
export function sniffStill(bytes: Uint8Array): StillExtension | null {
  const image = sniffImage(bytes);
  if (image) return image;
  // An ISO media file whose major brand is AVIF (a still or a sequence).
  if (startsWith(bytes, ascii('ftypavif'), 4) || startsWith(bytes, ascii('ftypavis'), 4)) {
    return 'avif';
  }
  // TIFF, little- or big-endian.
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'tif';
  }
  return null;
}

/** Why a still of this size, read from its header, is refused; null when it is accepted. */
export function stillSizeProblem(size: {
  width: number | undefined;
  height: number | undefined;
}): 'no_size' | 'too_many_pixels' | null {
  const { width, height } = size;
  if (!width || !height || width < 1 || height < 1) return 'no_size';
  return width * height > MAX_STILL_PIXELS ? 'too_many_pixels' : null;
}

/**
 * The widths to make of a still this wide: every planned width it reaches (no upscaling), and
 * its own width when it is narrower than the largest: the original itself is never public, so
 * the largest copy carries all its detail.
 */
export function stillWidths(originalWidth: number): number[] {
  const widths: number[] = STILL_WIDTHS.filter((width) => width <= originalWidth);
  const largest = STILL_WIDTHS[STILL_WIDTHS.length - 1] as number;
  if (originalWidth < largest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/** The height a copy gets, keeping the still's proportions. */
export const stillHeight = (still: { width: number; height: number }, width: number): number =>
  Math.max(1, Math.round((still.height * width) / still.width));

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The uploaded original, kept for new copies and backups, never served: `<id>.still.<ext>`. */
export const STILL_ORIGINAL_NAME = new RegExp(`^(${UUID})\\.still\\.(jpg|png|webp|avif|tif)$`);
/** A public copy: `<id>.still.<width>w.<format>`. */
export const STILL_COPY_NAME = new RegExp(
  `^(${UUID})\\.still\\.([1-9][0-9]{0,4})w\\.(avif|webp|jpg)$`,
);

export const stillOriginalName = (id: string, extension: StillExtension): string =>
  `${id}.still.${extension}`;
export const stillCopyName = (id: string, width: number, format: StillFormat): string =>
  `${id}.still.${width}w.${format}`;

/** The still a copy belongs to, or null when the name is not a still copy's. */
export function stillOfCopy(name: string): string | null {
  return STILL_COPY_NAME.exec(name)?.[1] ?? null;
}

/** Every file of a still: its original and each copy of the widths it has. */
export function stillFileNames(still: {
  id: string;
  original: string;
  widths: number[];
}): string[] {
  return [
    still.original,
    ...still.widths.flatMap((width) => STILL_FORMATS.map((f) => stillCopyName(still.id, width, f))),
  ];
}

/** A stored still as the admin and the pages see it. */
export interface Still {
  id: string;
  videoId: string;
  position: number;
  width: number;
  height: number;
  widths: number[];
  alt: string;
  caption: string;
}

/** The `srcset` of one format of a still, its copies from narrowest to widest. */
export function stillSrcset(
  base: string,
  still: Pick<Still, 'id' | 'widths'>,
  format: StillFormat,
): string {
  return still.widths.map((w) => `${base}/${stillCopyName(still.id, w, format)} ${w}w`).join(', ');
}

/** The widest copy of a still: what a link to it opens without JavaScript. */
export const largestCopy = (still: Pick<Still, 'id' | 'widths'>, format: StillFormat = 'jpg') =>
  stillCopyName(still.id, Math.max(...still.widths), format);

/** Alt text and captions: one line each, at most this long. */
export const MAX_STILL_ALT = 300;
export const MAX_STILL_CAPTION = 500;
