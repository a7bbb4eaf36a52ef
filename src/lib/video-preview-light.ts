// The lighter copy of an uploaded film (docs/video-previews.md): at most 720p, H.264 and AAC in
// MP4 with the index first, made by the local server's ffmpeg for films taller than 720p, and
// played by the players on narrow screens or slow connections in place of the original. Pure.

/** The copy's short side, in lines: 1280x720 for a landscape film, 720x1280 for a portrait one. */
export const LIGHT_MAX_LINES = 720;
/** The widest screen (CSS pixels) that is given the lighter copy. */
export const LIGHT_MAX_VIEWPORT = 800;
/** Connections the browser reports as slow (Network Information API's effectiveType). */
const SLOW = new Set(['slow-2g', '2g', '3g']);

export const lightName = (original: string): string => `${original}.light.mp4`;

/** Whether a film this large gets a lighter copy: only above 720p (its short side). */
export function needsLightCopy(width: number, height: number): boolean {
  return Math.min(width, height) > LIGHT_MAX_LINES;
}

const even = (value: number): number => Math.max(2, 2 * Math.round(value / 2));

/** The lighter copy's size: the short side brought to 720, in proportion, even sides. */
export function lightSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, LIGHT_MAX_LINES / Math.min(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}

/** What the player knows of the visitor's screen and connection. */
export interface Playback {
  viewportWidth: number;
  saveData: boolean;
  effectiveType?: string | undefined;
}

/** Whether this visitor is given the lighter copy (when the film has one). */
export function wantsLightCopy(playback: Playback): boolean {
  return (
    playback.viewportWidth <= LIGHT_MAX_VIEWPORT ||
    playback.saveData ||
    SLOW.has(playback.effectiveType ?? '')
  );
}

/** The address the player plays: the lighter copy for a phone or a slow link, else the original. */
export function playerSource(
  video: { url: string; light_url?: string | null | undefined },
  playback: Playback,
): string {
  return video.light_url && wantsLightCopy(playback) ? video.light_url : video.url;
}

/** The `media` query of the lighter copy's `<source>` in static HTML (no script to choose). */
export const LIGHT_SOURCE_MEDIA = `(max-width: ${LIGHT_MAX_VIEWPORT}px)`;
