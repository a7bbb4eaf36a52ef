// A data folder with content for the operations tests: videos through the real store, media
// files on disk, and the helpers that compare two folders.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openStore, type Store } from '../../../server/store/open.ts';
import type { Video } from '../../../src/lib/video.ts';
import { sha256 } from '../data/media.ts';

/** A stored media file of random bytes under a server-style name; returns its /media address. */
export function addMedia(store: Store, ext: string, size = 4096): string {
  const name = `${randomUUID()}.${ext}`;
  writeFileSync(join(store.mediaDir, name), randomBytes(size));
  return `/media/${name}`;
}

/**
 * A site with `count` videos: direct uploads with posters, YouTube links, a custom layout and
 * order, so a round trip has something to lose.
 */
export function seedSite(dataDir: string, count = 5, migrationsRoot?: string): Store {
  const store = openStore({
    dataDir,
    demo: false,
    ...(migrationsRoot ? { root: migrationsRoot } : {}),
  });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const direct = i % 2 === 0;
    const video = store.videos.create({
      title: `Film ${i}`,
      description: `Plan séquence ${i}`,
      url: direct
        ? addMedia(store, 'mp4', 20_000 + i)
        : `https://www.youtube.com/watch?v=abcdefghij${i}`,
      video_type: direct ? 'direct' : 'youtube',
      thumbnail_url: direct ? addMedia(store, 'jpg', 3000 + i) : null,
    });
    ids.push(video.id);
  }
  const first = ids[0];
  if (first) {
    store.videos.setLayout(first, 'full');
    store.videos.setKeepSmallFormat(first, true);
  }
  store.videos.reorder([...ids].reverse());
  store.messages.create({
    name: 'Camille',
    email: 'camille@example.test',
    message: 'Bonjour, êtes-vous disponible en mars ?',
    senderKey: 'test-sender',
  });
  return store;
}

/** Videos in order, and every media file they reference with its checksum. */
export function siteContent(dataDir: string): { videos: Video[]; files: Record<string, string> } {
  const store = openStore({ dataDir, demo: false });
  try {
    const videos = store.videos.list();
    const files: Record<string, string> = {};
    for (const video of videos) {
      for (const url of [video.url, video.thumbnail_url]) {
        if (!url?.startsWith('/media/')) continue;
        const name = url.slice('/media/'.length);
        files[name] = sha256(readFileSync(join(store.mediaDir, name)));
      }
    }
    return { videos, files };
  } finally {
    store.close();
  }
}

export function integrityCheck(dataDir: string): string {
  const db = new DatabaseSync(join(dataDir, 'filmfolio.sqlite'), { readOnly: true });
  try {
    return db
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => String(row.integrity_check))
      .join('\n');
  } finally {
    db.close();
  }
}
