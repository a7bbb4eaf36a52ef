import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { filmCopyNames, originalOfFilmCopy } from '../../src/lib/derived/kinds.ts';
import { allVariantNames, originalOfVariant } from '../../src/lib/image-variants.ts';
import { MEDIA_NAME } from '../../src/lib/media.ts';

/**
 * Deletes the named files that no row references any more. Called only after the database
 * change that released them has committed, so a failed change never loses a file.
 */
export function removeUnreferenced(
  mediaDir: string,
  names: ReadonlyArray<string | null>,
  isReferenced: (name: string) => boolean,
): string[] {
  const removed: string[] = [];
  let folder: string[] | null = null;
  for (const name of new Set(names)) {
    if (!name || isReferenced(name)) continue;
    rmSync(join(mediaDir, name), { force: true });
    // Its resized copies go with it (docs/image-variants.md).
    for (const variant of allVariantNames(name)) rmSync(join(mediaDir, variant), { force: true });
    // And a film every file derived from it (src/lib/derived/kinds.ts).
    for (const copy of filmCopyNames(name)) {
      rmSync(join(mediaDir, copy), { force: true });
    }
    // ... those its maker named too (a subtitle file per language), found in the folder.
    folder ??= listFolder(mediaDir);
    for (const copy of folder) {
      if (originalOfFilmCopy(copy) === name) rmSync(join(mediaDir, copy), { force: true });
    }
    removed.push(name);
  }
  return removed;
}

function listFolder(mediaDir: string): string[] {
  try {
    return readdirSync(mediaDir);
  } catch {
    return [];
  }
}

/**
 * Removes media files that no row references and that are older than the grace period (an upload
 * or thumbnail waits that long for the form that will reference it), resized copies included.
 */
export function sweepOrphans(
  mediaDir: string,
  isReferenced: (name: string) => boolean,
  graceMs: number,
  now: number = Date.now(),
): string[] {
  let names: string[];
  try {
    names = readdirSync(mediaDir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const path = join(mediaDir, name);
    // A resized or preview copy lives as long as its original is referenced.
    const owner = originalOfVariant(name) ?? originalOfFilmCopy(name) ?? name;
    if (!MEDIA_NAME.test(owner) || isReferenced(owner)) continue;
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats?.isFile() || now - stats.mtimeMs < graceMs) continue;
    rmSync(path, { force: true });
    removed.push(name);
  }
  return removed;
}
