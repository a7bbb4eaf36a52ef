// The showreel (Bande démo, issue 30): which of the owner's films opens the landing page, and
// what the hero can show of it. Pure: the build, the admin form and both backends read it.
import { z } from 'zod';
import type { Video } from './video.ts';

/** Début de la boucle: the same bounds as Début de l'aperçu (seconds). */
export const SHOWREEL_START_MAX = 36_000;

/** The settings' two showreel fields, checked by the shared settings schema. */
export const showreelFields = {
  // '' is "no showreel": the hero stays text.
  showreel_id: z.string().trim().max(64, 'showreel_invalid').optional(),
  showreel_start: z.coerce
    .number('showreel_start_invalid')
    .min(0, 'showreel_start_invalid')
    .max(SHOWREEL_START_MAX, 'showreel_start_invalid')
    .optional(),
};

/** What the local server knows of the chosen film's hero copy (migration 024); null elsewhere. */
export interface ShowreelCopy {
  state: 'preparing' | 'ready' | 'failed';
  width: number | null;
  height: number | null;
}

export function showreelCopyOf(raw: unknown): ShowreelCopy | null {
  if (!raw || typeof raw !== 'object') return null;
  const { state, width, height } = raw as Record<string, unknown>;
  if (state !== 'preparing' && state !== 'ready' && state !== 'failed') return null;
  const side = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
  return { state, width: side(width), height: side(height) };
}

/**
 * What the hero shows: nothing chosen (`none`: the text hero); a chosen film deleted (`missing`)
 * or hidden (`hidden`): the text hero, and the admin says why; `poster`: the film's poster
 * (YouTube, Vimeo, or no hero copy maker here); `preparing`/`failed`: the poster while the copy
 * is made or after it failed; `ready`: the looping copy over its poster frame.
 */
export type ShowreelState =
  | 'none'
  | 'missing'
  | 'hidden'
  | 'poster'
  | 'preparing'
  | 'ready'
  | 'failed';

export interface Showreel {
  state: ShowreelState;
  video: Video | null;
}

export function showreelOf(
  choice: { showreel_id?: string | undefined; showreel_copy?: ShowreelCopy | null },
  videos: readonly Video[],
): Showreel {
  const id = choice.showreel_id ?? '';
  if (id === '') return { state: 'none', video: null };
  const video = videos.find((candidate) => candidate.id === id) ?? null;
  if (!video) return { state: 'missing', video: null };
  if (!video.visible) return { state: 'hidden', video };
  if (video.video_type !== 'direct') return { state: 'poster', video };
  const copy = choice.showreel_copy ?? null;
  return { state: copy ? copy.state : 'poster', video };
}

/** Whether the landing page opens on the film rather than on text. */
export const showsFilm = (state: ShowreelState): boolean =>
  state !== 'none' && state !== 'missing' && state !== 'hidden';
