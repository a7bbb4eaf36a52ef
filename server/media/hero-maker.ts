// The showreel's hero copy on the local server (src/lib/hero-copy.ts, CONTRIBUTING.md "Adding a
// kind of derived file"): both sizes made with ffmpeg, their poster frames in AVIF, WebP and JPEG
// (sharp), each through the one accept path, recorded in hero_copies (migration 024), then the
// rebuild signal.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DerivedKindName } from '../../src/lib/derived/kinds.ts';
import {
  HERO_POSTER_FORMATS,
  HERO_SIZES,
  type HeroSize,
  heroFileNames,
  heroFrame,
  heroLoopOf,
  heroPosterName,
  heroProblem,
  heroVideoName,
} from '../../src/lib/hero-copy.ts';
import { createHeroRows } from '../store/hero-copies.ts';
import type { Store } from '../store/open.ts';
import { acceptFilmCopy } from './derived/accept-copy.ts';
import { heroArgs, heroPosterArgs } from './ffmpeg-hero.ts';
import { probeVideo, runFfmpeg } from './ffmpeg-preview.ts';

export interface HeroCopyOptions {
  store: Pick<Store, 'db' | 'mediaDir' | 'isReferencedMedia'>;
  onMade: (kind: DerivedKindName) => void;
  log?: (line: string) => void;
}

const temp = (dir: string, name: string) => join(dir, `.${name}.tmp`);

/** Poster frames: quality where each format keeps a film still clean at its fewest bytes. */
async function writePosters(dir: string, film: string, size: HeroSize, copy: string) {
  const jpeg = temp(dir, heroPosterName(film, size, 'jpg'));
  await runFfmpeg(heroPosterArgs(copy, jpeg));
  await sharp(jpeg)
    .webp({ quality: 75 })
    .toFile(temp(dir, heroPosterName(film, size, 'webp')));
  await sharp(jpeg)
    .avif({ quality: 50 })
    .toFile(temp(dir, heroPosterName(film, size, 'avif')));
}

/**
 * Makes the hero copy of a stored film from the owner's Début de la boucle. Returns whether it is
 * ready; a copy that fails is recorded `failed` (the poster stays, the settings offer to remake).
 */
export async function makeHeroCopy(
  { store, onMade, log = console.log }: HeroCopyOptions,
  film: string,
  requested: number,
): Promise<boolean> {
  const dir = store.mediaDir;
  const rows = createHeroRows(store.db);
  const temps = heroFileNames(film).map((name) => temp(dir, name));
  try {
    const source = await probeVideo(join(dir, film));
    const loop = heroLoopOf(requested, source.duration || null);
    rows.set(film, { state: 'preparing', start: loop.start, requested_start: requested });
    const bytes: number[] = [];
    let large = { width: 0, height: 0 };
    for (const size of HERO_SIZES) {
      const video = temp(dir, heroVideoName(film, size));
      const frame = heroFrame(size, source.width, source.height);
      await runFfmpeg(heroArgs(join(dir, film), video, loop, frame, size.bitrate));
      const accepted = await acceptFilmCopy(
        store,
        { problem: (probe) => heroProblem(size, probe) },
        {
          film,
          video: { temp: video, name: heroVideoName(film, size) },
          extras: HERO_POSTER_FORMATS.map((format) => ({
            temp: temp(dir, heroPosterName(film, size, format)),
            name: heroPosterName(film, size, format),
          })),
          makeExtras: () => writePosters(dir, film, size, video),
        },
        (probe) => {
          bytes.push(probe.bytes);
          if (size.key === 'large') large = probe;
        },
      );
      if (!accepted.ok) {
        if (accepted.problem === 'released') return false;
        throw new Error(accepted.problem);
      }
    }
    rows.set(film, {
      state: 'ready',
      start: loop.start,
      requested_start: requested,
      length: loop.length,
      width: large.width,
      height: large.height,
      bytes_large: bytes[0] ?? null,
      bytes_small: bytes[1] ?? null,
    });
    onMade('hero');
    return true;
  } catch (error) {
    log(`FilmFolio: no hero copy of ${film} (${String(error)})`);
    if (store.isReferencedMedia(film)) {
      rows.set(film, { state: 'failed', start: 0, requested_start: requested });
    }
    return false;
  } finally {
    for (const file of temps) rmSync(file, { force: true });
  }
}
