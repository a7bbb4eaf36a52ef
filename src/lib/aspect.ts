// A film's aspect ratio (docs/card.md, "Every film in its own frame"): what the owner chose in
// Format d'image, else what was read from the film (ffprobe on the local server, the video's own
// size in the admin's browser, Vimeo's oEmbed), else 16:9. The grid's tile stays 16:9 as the
// spec says; a film of another ratio is drawn whole inside it, on black, unless the owner asked
// to fill the frame. Pure: the build, the server and the browser share it.

export const ASPECT_CHOICES = [
  'auto',
  '16:9',
  '1.85:1',
  '2:1',
  '2.39:1',
  '4:3',
  '1:1',
  '9:16',
] as const;
export type AspectChoice = (typeof ASPECT_CHOICES)[number];

/** The tile's own ratio: the spec's 16:9. */
export const TILE_RATIO = 16 / 9;

const CHOSEN: Record<Exclude<AspectChoice, 'auto'>, number> = {
  '16:9': 16 / 9,
  '1.85:1': 1.85,
  '2:1': 2,
  '2.39:1': 2.39,
  '4:3': 4 / 3,
  '1:1': 1,
  '9:16': 9 / 16,
};

/** The largest side a stored size may have: beyond 16K it is not a film's. */
export const SOURCE_SIDE_MAX = 16_384;

/**
 * A ratio this close to the tile's is the tile's: 1280x720, 854x480 and 1920x1088 (coded with
 * padding) are all 16:9 films, and a bar of a pixel or two round them would only look broken.
 */
const SAME_RATIO_TOLERANCE = 0.015;

export const isAspectChoice = (value: unknown): value is AspectChoice =>
  typeof value === 'string' && (ASPECT_CHOICES as readonly string[]).includes(value);

const isSide = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= SOURCE_SIDE_MAX;

/**
 * The picture's shape from a decoder's report: coded width and height, and the sample (pixel)
 * aspect ratio ffprobe writes as "4:3" for anamorphic files ("0:1" or absent when unknown).
 * Returns the displayed size, or null when the report holds no usable size.
 */
export function displaySize(
  width: number,
  height: number,
  sampleAspect?: string | null,
): { width: number; height: number } | null {
  if (!isSide(width) || !isSide(height)) return null;
  const match = /^(\d+):(\d+)$/.exec(sampleAspect ?? '');
  const [num, den] = match ? [Number(match[1]), Number(match[2])] : [1, 1];
  if (num <= 0 || den <= 0 || num === den) return { width, height };
  const shown = Math.round((width * num) / den);
  return isSide(shown) ? { width: shown, height } : { width, height };
}

export interface AspectFields {
  aspect_ratio?: string | null | undefined;
  source_width?: number | null | undefined;
  source_height?: number | null | undefined;
  fill_frame?: boolean | null | undefined;
}

/** The ratio (width / height) the film is shown at. */
export function filmRatio(video: AspectFields): number {
  const choice = video.aspect_ratio;
  if (isAspectChoice(choice) && choice !== 'auto') return CHOSEN[choice];
  if (isSide(video.source_width) && isSide(video.source_height)) {
    return video.source_width / video.source_height;
  }
  return TILE_RATIO;
}

/** True when the film is the tile's shape, give or take a coded pixel row. */
export function isTileRatio(ratio: number): boolean {
  return Math.abs(ratio / TILE_RATIO - 1) < SAME_RATIO_TOLERANCE;
}

/** CSS `aspect-ratio` for a player sized to the film: "2.39" for scope, "0.5625" for 9:16. */
export function aspectCss(ratio: number): string {
  return isTileRatio(ratio) ? '16 / 9' : String(Math.round(ratio * 10_000) / 10_000);
}

const percent = (share: number): string => `${Math.round(share * 100_000) / 1000}%`;

/**
 * Where the picture sits in the 16:9 tile, as a CSS `inset`: "0" fills the tile (a 16:9 film, or
 * Remplir le cadre, which crops as the grid always did); a wider film gets bands above and below
 * (letterbox), a narrower one bands at the sides (pillarbox). Vertical insets in percent are of
 * the tile's height, horizontal ones of its width, so the picture keeps the film's ratio exactly.
 */
export function pictureInset(video: AspectFields): string {
  const ratio = filmRatio(video);
  if (video.fill_frame || isTileRatio(ratio)) return '0';
  if (ratio > TILE_RATIO) return `${percent((1 - TILE_RATIO / ratio) / 2)} 0`;
  return `0 ${percent((1 - ratio / TILE_RATIO) / 2)}`;
}

/** The stored shape of a picked choice, for the form (an unknown stored value reads as auto). */
export const aspectChoiceOf = (value: unknown): AspectChoice =>
  isAspectChoice(value) ? value : 'auto';

/** A measured size worth storing: both sides whole and within bounds, else null. */
export function sourceSize(
  width: unknown,
  height: unknown,
): { width: number; height: number } | null {
  return isSide(width) && isSide(height) ? { width, height } : null;
}

/** A player box sized to the film (the dialog, the film page): its CSS, as properties. */
export interface PlayerBox {
  aspectRatio: string;
  width: string;
  marginInline: string;
}

/**
 * The player of a film not shaped like the tile: the film's own ratio (no bars but its own), as
 * wide as the column allows and never taller than `maxHeight`, centred; a 9:16 film is a narrow
 * column rather than a strip in a wide black box. Null for a 16:9 film: the box stays as it was.
 */
export function playerBox(video: AspectFields, maxHeight = '80svh'): PlayerBox | null {
  const ratio = filmRatio(video);
  if (isTileRatio(ratio)) return null;
  const css = aspectCss(ratio);
  return {
    aspectRatio: css,
    width: `min(100%, calc(${maxHeight} * ${css}))`,
    marginInline: 'auto',
  };
}

/** The same box as a `style` attribute's text, for the pages written as HTML. */
export function playerBoxStyle(box: PlayerBox | null): string | undefined {
  return box
    ? `aspect-ratio:${box.aspectRatio};width:${box.width};margin-inline:${box.marginInline}`
    : undefined;
}
