// The one accept path of a video file derived from a stored film (src/lib/derived/kinds.ts),
// whoever made it: the server's ffmpeg or the admin's browser. The file is judged by its content
// (ffprobe) against its kind's rules and limits; it is named after its film, so it is served, kept
// private and removed as the film is; it is stored only while its film still is, renamed into
// place complete, and then recorded.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { PreviewProbe } from '../../../src/lib/video-preview.ts';
import type { Store } from '../../store/open.ts';
import { probeVideo } from '../ffmpeg-preview.ts';

/** A file under a temporary path in the media folder, and the name it is stored under. */
export interface Placed {
  temp: string;
  name: string;
}

export interface MadeFilmCopy {
  /** The stored film it was made from (its media name). */
  film: string;
  /** The video file that is checked. */
  video: Placed;
  /** Files made once the video is accepted (its poster frames), written by `makeExtras`. */
  extras: readonly Placed[];
  makeExtras: () => Promise<void>;
}

export type Refusal<P extends string> = P | 'not_a_video' | 'released';
export type Accepted<P extends string> =
  | { ok: true; probe: PreviewProbe }
  | { ok: false; problem: Refusal<P> };

export async function acceptFilmCopy<P extends string>(
  store: Pick<Store, 'mediaDir' | 'isReferencedMedia'>,
  rules: { problem(probe: PreviewProbe): P | null },
  made: MadeFilmCopy,
  record: (probe: PreviewProbe) => void,
): Promise<Accepted<P>> {
  const probe = await probeVideo(made.video.temp).catch(() => null);
  if (!probe) return { ok: false, problem: 'not_a_video' };
  const problem = rules.problem(probe);
  if (problem) return { ok: false, problem };
  await made.makeExtras();
  // Replaced or deleted while it was made: its copy would be a file no row references.
  if (!store.isReferencedMedia(made.film)) return { ok: false, problem: 'released' };
  for (const file of [made.video, ...made.extras]) {
    renameSync(file.temp, join(store.mediaDir, file.name));
  }
  record(probe);
  return { ok: true, probe };
}
