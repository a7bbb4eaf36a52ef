import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '../../server/store/open.ts';

/**
 * A fresh data folder holding `count` videos: the demo catalogue, repeated with numbered titles.
 * Repeating real rows (local clips with posters, YouTube and Vimeo) keeps 7 and 70 comparable.
 */
export function seedDataDir(count: number, root: string): string {
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
    const total = store.videos.count();
    if (total !== count) throw new Error(`seeded ${total} videos, wanted ${count}`);
  } finally {
    store.close();
  }
  return dataDir;
}
