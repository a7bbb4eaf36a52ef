import { renameSync, writeFileSync } from 'node:fs';
import type { ContentSnapshot } from '../../src/lib/content-snapshot.ts';
import type { Store } from './open.ts';

/**
 * One read transaction: a change committed while the three reads run cannot give a page the new
 * videos with the old settings. In WAL mode a reader takes no write lock, so the admin's writes
 * never wait for it. `publicUrl` (PUBLIC_URL) is the site's address when set, whatever the
 * settings say: one source of truth for canonical links, JSON-LD, og:url and the sitemap.
 */
export function takeContentSnapshot(store: Store, publicUrl?: string): ContentSnapshot {
  store.db.exec('BEGIN DEFERRED');
  try {
    const settings = store.settings.get();
    return {
      videos: store.videos.listVisible().map((video) => {
        const stills = store.stills.publicOf(video.id);
        return stills.length > 0 ? { ...video, stills } : video;
      }),
      slugRedirects: store.videos.slugRedirects(),
      settings: publicUrl ? { ...settings, site_url: publicUrl } : settings,
    };
  } finally {
    store.db.exec('COMMIT');
  }
}

/** Written whole then renamed, so a build never reads half a file. */
export function writeContentSnapshot(store: Store, file: string, publicUrl?: string): void {
  const temporary = `${file}.partial`;
  writeFileSync(temporary, JSON.stringify(takeContentSnapshot(store, publicUrl)));
  renameSync(temporary, file);
}
