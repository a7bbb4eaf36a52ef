import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DerivedKindName, DerivedMaker } from '../../src/lib/derived/kinds.ts';
import { excerptOf, previewName, previewPosterName } from '../../src/lib/video-preview.ts';
import type { Store } from '../store/open.ts';
import { acceptPreviewCopy } from './derived/accept-preview.ts';
import { createPreviewRecords, type PreviewRecords } from './derived/preview-records.ts';
import { encodePoster, encodePreview, ffmpegAvailable, probeVideo } from './ffmpeg-preview.ts';
import { makeLightCopy } from './light-copy.ts';

export interface PreviewMakerOptions {
  store: Pick<Store, 'db' | 'videos' | 'mediaDir' | 'isReferencedMedia'>;
  /** Called once a copy is ready: the public pages can now name it (the rebuild signal). */
  onMade: (kind: DerivedKindName) => void;
  log?: (line: string) => void;
  /** Tests pass false to see what happens on a machine without ffmpeg. */
  ffmpeg?: boolean;
  /**
   * Who makes this deployment's preview copies (PREVIEW_MAKER): with 'browser' the server only
   * checks the copies the admin's browser sends, and still makes the 720p copies.
   */
  maker?: DerivedMaker;
}

export interface PreviewMaker {
  /** Whether this server can make copies at all (ffmpeg and ffprobe found). */
  readonly available: boolean;
  /** Who makes the preview copies here: the server, or the admin's browser (PREVIEW_MAKER). */
  readonly maker: DerivedMaker;
  /** The one writer of the preview rows, which a copy sent by the browser is recorded through. */
  readonly records: PreviewRecords;
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
  maker = 'server',
}: PreviewMakerOptions): PreviewMaker {
  const records = createPreviewRecords(store);
  const { rows } = records;
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
    const [copy, poster] = [
      join(dir, tempName(previewName(name))),
      join(dir, tempName(previewPosterName(name))),
    ];
    progress.set(name, 0);
    try {
      const original = join(dir, name);
      const source = await probeVideo(original);
      const excerpt = excerptOf(requested, source.duration || null);
      records.preparing(name, excerpt.start, requested);
      await encodePreview(original, copy, excerpt, (done) => progress.set(name, done));
      const accepted = await acceptPreviewCopy(store, records, {
        film: name,
        copy,
        poster,
        makePoster: () => encodePoster(original, poster, excerpt.start),
        start: excerpt.start,
        requested,
      });
      if (accepted.ok) return true;
      // Released while it was made: nothing to record.
      if (accepted.problem === 'released') return false;
      throw new Error(accepted.problem);
    } catch (error) {
      failed.add(name);
      log(`FilmFolio: no preview copy of ${name} (${String(error)})`);
      records.failed(name, requested);
      return false;
    } finally {
      progress.delete(name);
      for (const temp of [copy, poster]) rmSync(temp, { force: true });
    }
  }

  /** The lighter copy (migration 020), once the film's preview is made. */
  async function makeLight(name: string): Promise<boolean> {
    try {
      const outcome = await makeLightCopy(store.mediaDir, name, () =>
        store.isReferencedMedia(name),
      );
      if (!outcome) return false;
      records.light(name, outcome.state, outcome.bytes);
      return outcome.state === 'ready';
    } catch (error) {
      log(`FilmFolio: no lighter copy of ${name} (${String(error)})`);
      records.light(name, 'failed');
      return false;
    }
  }

  async function run(): Promise<void> {
    let made = 0;
    records.removeOrphans();
    // With the browser as maker the server only makes what the browser cannot: the 720p copy.
    for (const { name, start } of maker === 'server' ? rows.wanted(false) : []) {
      if (closed) return;
      if (failed.has(name)) continue;
      if (await makeOne(name, start)) made += 1;
    }
    // The pages name the previews at once: the grid waits for them, not for the lighter copies
    // (the players have the original meanwhile), which follow with a rebuild of their own.
    if (made > 0 && !closed) onMade('preview');
    let light = 0;
    for (const name of rows.lightWanted()) {
      if (closed) return;
      if (await makeLight(name)) light += 1;
    }
    if (light > 0 && !closed) onMade('light');
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
      records.preparing(name, start, start);
    }
  };

  return {
    available: ffmpeg,
    maker,
    records,
    refresh() {
      if (closed || !ffmpeg) return;
      queue();
      if (round) again = true;
      else start();
    },
    request(name) {
      failed.delete(name);
      // A failed row is not "wanted" by a plain round: forget it so the film is missing again.
      records.forgetFailed(name);
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
