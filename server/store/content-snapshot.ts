import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video } from '../../src/lib/video.ts';
import type { Store } from './open.ts';

/** Everything one build bakes from the store, read at one instant. */
export interface ContentSnapshot {
  videos: Video[];
  slugRedirects: Array<{ from: string; to: string }>;
  settings: SiteSettings;
}

/**
 * One read transaction: a change committed while the three reads run cannot give a page the new
 * videos with the old settings. In WAL mode a reader takes no write lock, so the admin's writes
 * never wait for it.
 */
export function takeContentSnapshot(store: Store): ContentSnapshot {
  store.db.exec('BEGIN DEFERRED');
  try {
    return {
      videos: store.videos.listVisible(),
      slugRedirects: store.videos.slugRedirects(),
      settings: store.settings.get(),
    };
  } finally {
    store.db.exec('COMMIT');
  }
}

/** Written whole then renamed, so a build never reads half a file. */
export function writeContentSnapshot(store: Store, file: string): void {
  const temporary = `${file}.partial`;
  writeFileSync(temporary, JSON.stringify(takeContentSnapshot(store)));
  renameSync(temporary, file);
}

export function readContentSnapshot(file: string): ContentSnapshot {
  return JSON.parse(readFileSync(file, 'utf8')) as ContentSnapshot;
}
