// The showreel's hero copy made by the local server's ffmpeg (src/lib/hero-copy.ts): both sizes
// within their limits, silent H.264 with the index first, a 12 s loop whose last frame is its
// first, poster frames in three formats, everything beside the film and recorded.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  HERO_POSTER_FORMATS,
  HERO_SIZES,
  heroFileNames,
  heroPosterName,
  heroVideoName,
} from '../../src/lib/hero-copy.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { referencedMedia } from '../ops/referenced-media.ts';
import { createHeroRows } from '../store/hero-copies.ts';
import { openStore } from '../store/open.ts';
import { probeVideo } from './ffmpeg-preview.ts';
import { makeHeroCopy } from './hero-maker.ts';

const dataDir = tempDataDirs();
const FILM = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
const [large, small] = HERO_SIZES;

/**
 * A 30 s 1080p film with sound whose brightness climbs all along: any two moments a few seconds
 * apart look clearly different, so a loop that jumps back is seen.
 */
function rampFilm(path: string): void {
  const video = "testsrc2=size=1920x1080:rate=25:duration=30,eq=eval=frame:brightness='(t-15)/30'";
  execFileSync('ffmpeg', [
    ...['-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', video],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=30', '-shortest'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-threads', '1', path],
  ]);
}

/** One frame of a video as raw grey pixels at 64x36: enough to see a jump between two frames. */
function frameAt(path: string, where: 'first' | 'last' | number): Buffer {
  const seek =
    where === 'first' ? [] : where === 'last' ? ['-sseof', '-0.1'] : ['-ss', String(where)];
  return execFileSync('ffmpeg', [
    ...['-nostdin', '-v', 'error', ...seek, '-i', path, '-frames:v', '1'],
    ...['-vf', 'scale=64:36,format=gray', '-f', 'rawvideo', '-'],
  ]);
}

const meanDifference = (a: Buffer, b: Buffer) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;

/** Whether the MP4's index (moov) comes before its media (mdat): it plays while it downloads. */
function indexFirst(path: string): boolean {
  const bytes = readFileSync(path);
  return bytes.indexOf('moov') < bytes.indexOf('mdat');
}

describe('the hero copy made by the server', () => {
  it('makes a silent 12 s loop in two sizes from Début de la boucle, posters in three formats', async () => {
    const store = openStore({ dataDir: dataDir(), demo: false });
    try {
      const media = store.mediaDir;
      rampFilm(join(media, FILM));
      // A plain 12 s cut from 7 s would jump back by this much when it loops.
      const film = join(media, FILM);
      const cut = meanDifference(frameAt(film, 7), frameAt(film, 18.9));
      expect(cut).toBeGreaterThan(20);
      store.videos.create({ title: 'Bande démo', url: `/media/${FILM}`, video_type: 'direct' });
      const made: string[] = [];
      const started = performance.now();
      const ok = await makeHeroCopy(
        { store, onMade: (kind) => made.push(kind), log: () => {} },
        FILM,
        6,
      );
      const seconds = (performance.now() - started) / 1000;
      expect(ok).toBe(true);
      expect(made).toEqual(['hero']);

      for (const [size, width] of [
        [large, 1920],
        [small, 960],
      ] as const) {
        const path = join(media, heroVideoName(FILM, size));
        const probe = await probeVideo(path);
        expect(probe).toMatchObject({ videoCodec: 'h264', hasAudio: false, width });
        expect(probe.bytes).toBeLessThanOrEqual(size.maxBytes);
        expect(probe.duration).toBeGreaterThan(11.5);
        expect(probe.duration).toBeLessThan(12.5);
        expect(indexFirst(path)).toBe(true);
        // The cross-fade ends on the loop's first image: no jump when it starts again.
        const joined = meanDifference(frameAt(path, 'first'), frameAt(path, 'last'));
        expect(joined).toBeLessThan(cut / 5);
        for (const format of HERO_POSTER_FORMATS) {
          const poster = join(media, heroPosterName(FILM, size, format));
          expect(existsSync(poster)).toBe(true);
          expect((await sharp(poster).metadata()).width).toBe(width);
        }
        console.log(
          `hero ${size.key}: ${(probe.bytes / 1e6).toFixed(2)} MB, ${probe.width}x${probe.height}, ${probe.duration.toFixed(2)} s`,
        );
      }
      console.log(`hero copy of a 30 s 1080p film made in ${seconds.toFixed(1)} s (both sizes)`);
      // Backups carry them: a restored site shows its hero without ffmpeg.
      const kept = referencedMedia(store.db);
      for (const name of heroFileNames(FILM)) expect([name, kept.has(name)]).toEqual([name, true]);
      expect(createHeroRows(store.db).get(FILM)).toMatchObject({
        state: 'ready',
        start: 6,
        requested_start: 6,
        length: 12,
        width: 1920,
        height: 1080,
      });
    } finally {
      store.close();
    }
  }, 300_000);

  it('records a failure and leaves no file when the film cannot be read', async () => {
    const store = openStore({ dataDir: dataDir(), demo: false });
    try {
      store.videos.create({ title: 'Abîmé', url: `/media/${FILM}`, video_type: 'direct' });
      const logged: string[] = [];
      const ok = await makeHeroCopy(
        { store, onMade: () => {}, log: (line) => logged.push(line) },
        FILM,
        0,
      );
      expect(ok).toBe(false);
      expect(logged.join('\n')).toMatch(/no hero copy/);
      expect(createHeroRows(store.db).get(FILM)?.state).toBe('failed');
      expect(existsSync(join(store.mediaDir, heroVideoName(FILM, large)))).toBe(false);
    } finally {
      store.close();
    }
  });
});
