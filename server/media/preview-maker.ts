import { readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  allPreviewNames,
  excerptOf,
  previewName,
  previewPosterName,
  previewProblem,
} from '../../src/lib/video-preview.ts';
import type { Store } from '../store/open.ts';
import { createPreviewRows } from '../store/video-previews.ts';
import { encodePoster, encodePreview, ffmpegAvailable, probeVideo } from './ffmpeg-preview.ts';
import { makeLightCopy } from './light-copy.ts';

export interface PreviewMakerOptions {
  store: Pick<Store, 'db' | 'videos' | 'mediaDir' | 'isReferencedMedia'>;
  /** Called once a copy is ready: the public pages can now name it. */
  onMade: () => void;
  log?: (line: string) => void;
  /** Tests pass false to see what happens on a machine without ffmpeg. */
  ffmpeg?: boolean;
}

export interface PreviewMaker {
  /** Whether this server can make copies at all (ffmpeg and ffprobe found). */
  readonly available: boolean;
  /**
   * Makes the copy of every uploaded film that lacks one (new, replaced, a changed start, or
   * stored before this version), one at a time in the background. Never throws.
   */
  refresh(): void;
  /** Créer l'aperçu: tries this film again even if its copy failed before. */
  request(name: string): void;
  /** The share done (0 to 1) of the copy being made of this film, or null. */
  progress(name: string): number | null;
  idle(): Promise<void>;
  /** Lets the current copy finish, starts no other, and waits. */
  close(): Promise<void>;
}

const tempName = (name: string) => `.${name}.tmp`;

/**
 * Preview copies are made after the save has answered, like image variants: until one is ready
 * the grid shows the film's poster and play button (docs/video-previews.md).
 */
export function createPreviewMaker({
  store,
  onMade,
  log = console.log,
  ffmpeg = ffmpegAvailable(),
}: PreviewMakerOptions): PreviewMaker {
  const rows = createPreviewRows(store.db);
  const failed = new Set<string>();
  const progress = new Map<string, number>();
  let round: Promise<void> | null = null;
  let again = false;
  let closed = false;
  if (!ffmpeg) log('FilmFolio: ffmpeg not found; preview copies are made by the browser only');
  // Half-made copies a stop left behind (the names the sweep never looks at).
  for (const name of readdirSync(store.mediaDir, { withFileTypes: true })) {
    if (
      name.isFile() &&
      /^\..+\.(preview\.(mp4|jpg)|light\.mp4)\.(tmp|received)$/.test(name.name)
    ) {
      rmSync(join(store.mediaDir, name.name), { force: true });
    }
  }

  async function makeOne(name: string, requested: number): Promise<boolean> {
    const dir = store.mediaDir;
    const [video, poster] = [previewName(name), previewPosterName(name)];
    const temps = [join(dir, tempName(video)), join(dir, tempName(poster))] as const;
    progress.set(name, 0);
    try {
      const original = join(dir, name);
      const source = await probeVideo(original);
      const excerpt = excerptOf(requested, source.duration || null);
      store.videos.setPreview(name, {
        state: 'preparing',
        start: excerpt.start,
        requested_start: requested,
      });
      await encodePreview(original, temps[0], excerpt, (done) => progress.set(name, done));
      const made = await probeVideo(temps[0]);
      const problem = previewProblem(made);
      if (problem) throw new Error(problem);
      await encodePoster(original, temps[1], excerpt.start);
      // Released while it was made: its copy would be a file no row references.
      if (!store.isReferencedMedia(name)) return false;
      renameSync(temps[0], join(dir, video));
      renameSync(temps[1], join(dir, poster));
      store.videos.setPreview(name, {
        state: 'ready',
        start: excerpt.start,
        requested_start: requested,
        width: made.width,
        height: made.height,
        duration: made.duration,
        bytes: made.bytes,
      });
      return true;
    } catch (error) {
      failed.add(name);
      log(`FilmFolio: no preview copy of ${name} (${String(error)})`);
      if (store.isReferencedMedia(name)) {
        store.videos.setPreview(name, { state: 'failed', start: 0, requested_start: requested });
      }
      return false;
    } finally {
      progress.delete(name);
      for (const temp of temps) rmSync(temp, { force: true });
    }
  }

  /** The lighter copy (migration 020), once the film's preview is made. */
  async function makeLight(name: string): Promise<boolean> {
    try {
      const outcome = await makeLightCopy(store.mediaDir, name, () =>
        store.isReferencedMedia(name),
      );
      if (!outcome) return false;
      rows.setLight(name, outcome.state, outcome.bytes);
      return outcome.state === 'ready';
    } catch (error) {
      log(`FilmFolio: no lighter copy of ${name} (${String(error)})`);
      if (store.isReferencedMedia(name)) rows.setLight(name, 'failed');
      return false;
    }
  }

  async function run(): Promise<void> {
    let made = 0;
    rows.removeOrphans();
    for (const { name, start } of rows.wanted(false)) {
      if (closed) return;
      if (failed.has(name)) continue;
      if (await makeOne(name, start)) made += 1;
    }
    // The pages name the previews at once: the grid waits for them, not for the lighter copies
    // (the players have the original meanwhile), which follow with a rebuild of their own.
    if (made > 0 && !closed) onMade();
    let light = 0;
    for (const name of rows.lightWanted()) {
      if (closed) return;
      if (await makeLight(name)) light += 1;
    }
    if (light > 0 && !closed) onMade();
  }

  const start = () => {
    again = false;
    round = run()
      .catch((error: unknown) => log(`FilmFolio: preview round failed: ${error}`))
      .finally(() => {
        round = null;
        if (again && !closed) start();
      });
  };

  // Marks every film this round will copy as preparing before the save that asked answers, so
  // no list read meanwhile says Aperçu manquant of a copy already on its way. A new start or a
  // new file is a new attempt, even for a film whose last copy failed.
  const queue = () => {
    for (const { name, start } of rows.unqueued()) {
      failed.delete(name);
      store.videos.setPreview(name, { state: 'preparing', start, requested_start: start });
    }
  };

  return {
    available: ffmpeg,
    refresh() {
      if (closed || !ffmpeg) return;
      queue();
      if (round) again = true;
      else start();
    },
    request(name) {
      failed.delete(name);
      // A failed row is not "wanted" by a plain round: forget it so the film is missing again.
      if (rows.get(name)?.state === 'failed') store.videos.forgetPreview(name);
      this.refresh();
    },
    progress: (name) => progress.get(name) ?? null,
    async idle() {
      while (round) await round;
    },
    async close() {
      closed = true;
      await this.idle();
    },
  };
}

/** Removes a film's preview files (its copy is replaced or the film is gone). */
export function removePreviewFiles(mediaDir: string, original: string): void {
  for (const name of allPreviewNames(original)) rmSync(join(mediaDir, name), { force: true });
}
