import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  MAX_STILL_PIXELS,
  STILL_FORMATS,
  type StillExtension,
  type StillFormat,
  stillCopyName,
  stillHeight,
  stillOriginalName,
  stillSizeProblem,
  stillWidths,
} from '../../src/lib/stills.ts';

// Qualities chosen for film frames: grain and gradients stay clean at these widths.
const ENCODE: Record<StillFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // effort 2: a 24 MP still's five widths in seconds, not minutes, on a small machine.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
};

export type StillRefusal = 'no_size' | 'too_many_pixels' | 'unreadable';

/** Width and height once EXIF orientation is applied, read from the header alone. */
export async function readStillSize(
  bytes: Uint8Array,
): Promise<{ ok: true; width: number; height: number } | { ok: false; problem: StillRefusal }> {
  try {
    // metadata() parses the header only: a 30,000 x 30,000 PNG of a few KB is refused here,
    // before a single pixel is decoded.
    const { autoOrient } = await sharp(bytes, { limitInputPixels: false }).metadata();
    const problem = stillSizeProblem(autoOrient);
    return problem ? { ok: false, problem } : { ok: true, ...autoOrient };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}

/** One still at a time: its copies take a decoded frame's memory (a 24 MP still: ~100 MB). */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => {});
  return turn;
}

/**
 * Stores an uploaded still and writes its copies (docs/stills.md): every width of
 * `stillWidths`, in AVIF, WebP and JPEG, turned upright, converted to sRGB, with every metadata
 * field left out (sharp writes none unless asked). All or nothing: on any failure every file
 * written is removed and the error is thrown.
 */
export function makeStillFiles(
  mediaDir: string,
  id: string,
  bytes: Uint8Array,
  extension: StillExtension,
  size: { width: number; height: number },
): Promise<{ original: string; widths: number[] }> {
  return oneAtATime(async () => {
    const original = stillOriginalName(id, extension);
    const widths = stillWidths(size.width);
    const written: string[] = [];
    try {
      await writeFile(join(mediaDir, original), bytes, { flag: 'wx', mode: 0o600 });
      written.push(original);
      // Decoded once, upright, in sRGB, at the largest width: every copy is made from this
      // smaller frame (a 24 MP still is decoded once, not fifteen times).
      const largest = Math.max(...widths);
      const frame = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_STILL_PIXELS })
        .autoOrient()
        .resize({ width: largest, height: stillHeight(size, largest) })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width: frameWidth, height: frameHeight, channels } = frame.info;
      for (const width of widths) {
        for (const format of STILL_FORMATS) {
          const name = stillCopyName(id, width, format);
          const partial = `.${name}.partial`;
          written.push(partial);
          const resized = sharp(frame.data, {
            raw: { width: frameWidth, height: frameHeight, channels },
          }).resize({ width, height: stillHeight(size, width) });
          await ENCODE[format](resized).toFile(join(mediaDir, partial));
          await rename(join(mediaDir, partial), join(mediaDir, name));
          written.push(name);
        }
      }
      return { original, widths };
    } catch (error) {
      await removeFiles(mediaDir, written);
      throw error;
    }
  });
}

export async function removeFiles(mediaDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(join(mediaDir, name), { force: true })));
}
