import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * From now on this process creates files 0600 and folders 0700 at most (an owner's umask that is
 * stricter still is kept): uploads, thumbnails, image variants, the CV, backups and rebuilds all
 * write through it, and the data folder holds contact messages and unpublished films.
 */
export function keepNewFilesPrivate(): void {
  const owner = process.umask(0o077);
  process.umask(owner | 0o077);
}

/** The folders of a data folder whose whole content is private: stored files, uploads under way. */
const PRIVATE_TREES = ['media', 'uploads'];

/**
 * Takes away group and other access from what an earlier version left readable (issue 34,
 * point 5): the data folder, its own files (the database with its -wal and -shm, the server's
 * key) and everything under media/ and uploads/. The built site (site/) is public by nature and
 * left alone. Returns how many entries were narrowed; symbolic links are not followed.
 */
export function narrowDataFolder(dataDir: string): number {
  let narrowed = 0;
  const narrow = (path: string, mode: number) => {
    if ((mode & 0o077) === 0) return;
    chmodSync(path, mode & 0o7700);
    narrowed++;
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        narrow(path, lstatSync(path).mode);
        walk(path);
      } else if (entry.isFile()) narrow(path, lstatSync(path).mode);
    }
  };
  let top: ReturnType<typeof lstatSync>;
  try {
    top = lstatSync(dataDir);
  } catch {
    return 0; // A first start: the folder is made private when it is created.
  }
  if (!top.isDirectory()) return 0;
  narrow(dataDir, top.mode);
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    const path = join(dataDir, entry.name);
    if (entry.isFile()) narrow(path, lstatSync(path).mode);
    else if (entry.isDirectory() && PRIVATE_TREES.includes(entry.name)) {
      narrow(path, lstatSync(path).mode);
      walk(path);
    }
  }
  return narrowed;
}

/** The one log line of a start that narrowed anything. */
export const NARROWED_LINE = (count: number, dataDir: string): string =>
  `FilmFolio: ${count} file(s) and folder(s) of ${dataDir} were readable by other users (made by an earlier version); they are now for this user only.`;
