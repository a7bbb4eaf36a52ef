// The showreel's hero copy (issue 30, CONTRIBUTING.md "Adding a kind of derived file"): a
// silent loop of the owner's chosen film, in two sizes, with its poster frame in three formats.
// Pure rules shared by both makers (ffmpeg on the local server, WebCodecs in the browser).

import type { PreviewProbe } from './video-preview.ts';

/** The loop's bounds, in seconds: long enough to show the work, short enough to stay cached. */
export const HERO_MIN_SECONDS = 8;
export const HERO_MAX_SECONDS = 20;
/** What a loop runs when the film allows it. */
export const HERO_LOOP_SECONDS = 12;
/** The cross-fade that joins the loop's end to its start, so it loops without a visible jump. */
export const HERO_JOIN_SECONDS = 1;

/** The two sizes: the large one for laptops, the small one for phones (`<source media>`). */
export const HERO_SIZES = [
  { key: 'large', maxWidth: 1920, maxBytes: 4_194_304, bitrate: 2_400_000 },
  { key: 'small', maxWidth: 960, maxBytes: 1_572_864, bitrate: 850_000 },
] as const;
export type HeroSize = (typeof HERO_SIZES)[number];

/** The poster frame's formats, best first: the pages name them in `<picture>` with `srcset`. */
export const HERO_POSTER_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type HeroPosterFormat = (typeof HERO_POSTER_FORMATS)[number];

export interface HeroLoop {
  /** Where the loop starts in the film, and how long it plays. */
  start: number;
  length: number;
  /** The cross-fade at its end (0 when the film is too short to spare one). */
  join: number;
}

/**
 * The loop for a film `duration` seconds long from the owner's Début de la boucle: 12 s (or the
 * film, when shorter), plus one more second read for the cross-fade; a start too near the end
 * is moved back so all of it fits. A film shorter than 8 s loops whole, without a cross-fade.
 */
export function heroLoopOf(start: number, duration: number | null): HeroLoop {
  const wanted = Number.isFinite(start) && start > 0 ? start : 0;
  if (duration === null || !Number.isFinite(duration) || duration <= 0) {
    return { start: wanted, length: HERO_LOOP_SECONDS, join: HERO_JOIN_SECONDS };
  }
  if (duration < HERO_MIN_SECONDS + HERO_JOIN_SECONDS) {
    return { start: 0, length: duration, join: 0 };
  }
  const length = Math.min(HERO_LOOP_SECONDS, duration - HERO_JOIN_SECONDS);
  const latest = Math.max(0, duration - length - HERO_JOIN_SECONDS);
  return { start: Math.min(wanted, latest), length, join: HERO_JOIN_SECONDS };
}

const even = (value: number): number => Math.max(2, 2 * Math.round(value / 2));

/** A size's frame for a film this large: never wider than the film, in proportion, even sides. */
export function heroFrame(size: HeroSize, width: number, height: number) {
  const targetWidth = even(Math.min(size.maxWidth, width));
  return { width: targetWidth, height: even((height * targetWidth) / width) };
}

/** `<film>.hero.mp4` (large) and `<film>.hero-960.mp4` (small), beside the film. */
export function heroVideoName(original: string, size: HeroSize): string {
  return size.key === 'large' ? `${original}.hero.mp4` : `${original}.hero-960.mp4`;
}

/** The poster frame of a size in a format: `<film>.hero.avif`, `<film>.hero-960.jpg`... */
export function heroPosterName(original: string, size: HeroSize, format: HeroPosterFormat) {
  return size.key === 'large' ? `${original}.hero.${format}` : `${original}.hero-960.${format}`;
}

/** Every file of a film's hero copy: both sizes and their poster frames. */
export const heroFileNames = (original: string): string[] =>
  HERO_SIZES.flatMap((size) => [
    heroVideoName(original, size),
    ...HERO_POSTER_FORMATS.map((format) => heroPosterName(original, size, format)),
  ]);

export type HeroProblem =
  | 'hero_too_large'
  | 'hero_not_mp4'
  | 'hero_has_audio'
  | 'hero_too_wide'
  | 'hero_bad_length';

/** Half a second of slack: encoders round the last frame's end. */
const SLACK = 0.5;

/** Why a made copy of this size may not be stored, or null when it keeps every rule. */
export function heroProblem(size: HeroSize, probe: PreviewProbe): HeroProblem | null {
  if (probe.bytes > size.maxBytes) return 'hero_too_large';
  if (!probe.container.split(',').includes('mp4') || probe.videoCodec !== 'h264') {
    return 'hero_not_mp4';
  }
  if (probe.hasAudio) return 'hero_has_audio';
  if (probe.width <= 0 || probe.width > size.maxWidth || probe.height <= 0) return 'hero_too_wide';
  if (!(probe.duration > 0) || probe.duration > HERO_MAX_SECONDS + SLACK) return 'hero_bad_length';
  return null;
}
