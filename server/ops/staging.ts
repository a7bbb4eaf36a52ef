import { copyFileSync, existsSync, linkSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FILM_COPY_NAME } from '../../src/lib/derived/kinds.ts';
import { MEDIA_NAME } from '../../src/lib/media.ts';
import { STILL_COPY_NAME, STILL_ORIGINAL_NAME } from '../../src/lib/stills.ts';

const STAGING_PREFIX = '.backup-staging-';
const STALE_MS = 24 * 60 * 60 * 1000;

export const stagingPrefix = (dataDir: string): string => join(dataDir, STAGING_PREFIX);

/**
 * Puts every media file into the staging folder under the same name: a hard link (instant, and
 * the file survives a delete by the server meanwhile), or a copy where links are refused.
 * Returns the names staged by this call.
 */
export function stageMedia(mediaDir: string, stagedDir: string): string[] {
  if (!existsSync(mediaDir)) return [];
  const added: string[] = [];
  for (const name of readdirSync(mediaDir)) {
    // Preview copies too (docs/video-previews.md): remaking them needs ffmpeg and minutes.
    // And stills, originals and copies (docs/stills.md): a restore needs no sharp to show them.
    const known =
      MEDIA_NAME.test(name) ||
      FILM_COPY_NAME.test(name) ||
      STILL_ORIGINAL_NAME.test(name) ||
      STILL_COPY_NAME.test(name);
    if (!known || existsSync(join(stagedDir, name))) continue;
    const from = join(mediaDir, name);
    try {
      if (!statSync(from).isFile()) continue;
      try {
        linkSync(from, join(stagedDir, name));
      } catch {
        copyFileSync(from, join(stagedDir, name));
      }
      added.push(name);
    } catch (error) {
      // Deleted by the server between the listing and the link: it is no longer content.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return added;
}

/** Staging folders a killed backup left behind (older than a day, so never a running one's). */
export function removeStaleStaging(dataDir: string, now = Date.now()): void {
  for (const name of readdirSync(dataDir)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const dir = join(dataDir, name);
    if (now - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
  }
}
