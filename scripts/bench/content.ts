import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '../../server/store/open.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { parseYouTubeThumbnail } from '../../src/lib/youtube-thumbnail.ts';

export interface SeedOptions {
  /**
   * A JPEG to store in the media folder for every i.ytimg.com thumbnail, as the local server's
   * thumbnail copy does after a save: the same page, its first image served by our own origin.
   */
  sameOriginThumbnail?: string;
}

/**
 * A fresh data folder holding `count` videos: the demo catalogue, repeated with numbered titles.
 * Repeating real rows (local clips with posters, YouTube and Vimeo) keeps 7 and 70 comparable.
 */
export function seedDataDir(count: number, root: string, options: SeedOptions = {}): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `filmfolio-bench-${count}-`));
  const store = openStore({ dataDir, demo: true, root });
  try {
    const demo = store.videos.list();
    // The catalogue may hold more than the smallest size measured: keep its first `count` rows.
    for (const extra of demo.splice(count)) store.videos.delete(extra.id);
    for (let i = demo.length; i < count; i++) {
      const model = demo[i % demo.length];
      if (!model) throw new Error('demo content is empty');
      const copy = store.videos.create({
        title: `${model.title} (${Math.floor(i / demo.length) + 1})`,
        description: model.description,
        url: model.url,
        video_type: model.video_type,
        thumbnail_url: model.thumbnail_url,
      });
      if (model.layout && model.layout !== 'half') store.videos.setLayout(copy.id, model.layout);
    }
    if (options.sameOriginThumbnail) {
      for (const video of store.videos.list()) {
        const remote = video.thumbnail_url;
        if (!remote || !parseYouTubeThumbnail(remote)) continue;
        const name = `${randomUUID()}.jpg`;
        fs.copyFileSync(options.sameOriginThumbnail, path.join(store.mediaDir, name));
        store.videos.replaceThumbnail(video.id, remote, mediaUrl(name));
      }
    }
    const total = store.videos.count();
    if (total !== count) throw new Error(`seeded ${total} videos, wanted ${count}`);
  } finally {
    store.close();
  }
  return dataDir;
}
