// Preview copies of uploaded films (docs/video-previews.md): the short, silent, small copy the
// grid plays in place of the original. Pure rules shared by the browser and the server: the
// excerpt's bounds, the copy's size, the names of its files and what a received copy must be.

import { mediaUrl } from './media.ts';

/** The longest excerpt a preview plays, in seconds. */
export const PREVIEW_MAX_SECONDS = 15;
/** The widest preview, in pixels; narrower films keep their width. */
export const PREVIEW_MAX_WIDTH = 640;
/** 3 MB: the largest preview copy the server (or the Supabase bucket) accepts. */
export const MAX_PREVIEW_BYTES = 3_145_728;
/** What a preview bucket holds: the copy and its poster frame. */
export const PREVIEW_MIME_TYPES = ['video/mp4', 'image/jpeg'] as const;
/** The largest start the form accepts (ten hours: any real film is shorter). */
export const PREVIEW_START_MAX = 36_000;

export const PREVIEW_STATES = ['missing', 'preparing', 'ready', 'failed'] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

export interface Excerpt {
  start: number;
  length: number;
}

/**
 * Where the excerpt starts and how long it runs, for a film `duration` seconds long. The chosen
 * start is moved back so a full excerpt fits (a start past the end shows the film's last 15 s);
 * a film shorter than 15 s is taken whole. An unknown duration keeps the start as given.
 */
export function excerptOf(start: number, duration: number | null): Excerpt {
  const wanted = Number.isFinite(start) && start > 0 ? start : 0;
  if (duration === null || !Number.isFinite(duration) || duration <= 0) {
    return { start: wanted, length: PREVIEW_MAX_SECONDS };
  }
  const length = Math.min(PREVIEW_MAX_SECONDS, duration);
  const latest = Math.max(0, duration - length);
  return { start: Math.min(wanted, latest), length };
}

const even = (value: number): number => Math.max(2, 2 * Math.round(value / 2));

/** The preview's size for a film this large: at most 640 px wide, in proportion, even sides (H.264). */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const targetWidth = even(Math.min(PREVIEW_MAX_WIDTH, width));
  return { width: targetWidth, height: even((height * targetWidth) / width) };
}

export const previewName = (original: string): string => `${original}.preview.mp4`;
export const previewPosterName = (original: string): string => `${original}.preview.jpg`;

/** Both files a film's preview may have, made or not (for removal and backups). */
export const allPreviewNames = (original: string): string[] => [
  previewName(original),
  previewPosterName(original),
];

/** What ffprobe (or the browser) measured of a received copy. */
export interface PreviewProbe {
  bytes: number;
  /** The container as ffprobe names it ("mov,mp4,m4a,3gp,3g2,mj2" for MP4). */
  container: string;
  videoCodec: string | null;
  hasAudio: boolean;
  width: number;
  height: number;
  duration: number;
}

export type PreviewProblem =
  | 'preview_too_large'
  | 'preview_not_mp4'
  | 'preview_has_audio'
  | 'preview_too_wide'
  | 'preview_too_long';

/** Half a second of slack: encoders round the last frame's end. */
const DURATION_SLACK = 0.5;

/** Why a copy may not be stored as a preview, or null when it keeps every rule. */
export function previewProblem(probe: PreviewProbe): PreviewProblem | null {
  if (probe.bytes > MAX_PREVIEW_BYTES) return 'preview_too_large';
  if (!probe.container.split(',').includes('mp4') || probe.videoCodec !== 'h264') {
    return 'preview_not_mp4';
  }
  if (probe.hasAudio) return 'preview_has_audio';
  if (probe.width <= 0 || probe.width > PREVIEW_MAX_WIDTH || probe.height <= 0) {
    return 'preview_too_wide';
  }
  if (!(probe.duration > 0) || probe.duration > PREVIEW_MAX_SECONDS + DURATION_SLACK) {
    return 'preview_too_long';
  }
  return null;
}

/** The HTTP status each problem is answered with. */
export const PREVIEW_PROBLEM_STATUS: Readonly<Record<PreviewProblem, 400 | 413 | 415>> = {
  preview_too_large: 413,
  preview_not_mp4: 415,
  preview_has_audio: 400,
  preview_too_wide: 400,
  preview_too_long: 400,
};

/**
 * What the grid may play for a direct film (every one is an upload, on both backends): its
 * preview copy, or nothing, so it keeps its poster and play button. Never the original.
 */
export function gridSource(video: { preview_url?: string | null | undefined }): string | null {
  return video.preview_url || null;
}

/** The preview's addresses for a stored film, once the copy is made. */
export function previewUrls(original: string): { video: string; poster: string } {
  return { video: mediaUrl(previewName(original)), poster: mediaUrl(previewPosterName(original)) };
}
