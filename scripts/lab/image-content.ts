import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { openStore } from '../../server/store/open.ts';
import { mediaNameOf, mediaUrl } from '../../src/lib/media.ts';
import { parseYouTubeThumbnail } from '../../src/lib/youtube-thumbnail.ts';
import { makeStoredVariants } from '../../tests/support/data/images.ts';

/**
 * The images a site really stores, made from a real frame of the demo set: a poster frame as the
 * admin captures it (1280 px JPEG at quality 85, src/components/admin/videos/poster-frame.ts), a
 * YouTube copy as the server fetches it (hqdefault: 480 × 360), and a portrait (1200 × 1500).
 */
async function realisticImages(root: string) {
  const frame = path.join(root, 'demo/media/fractale-nocturne.jpg');
  const jpeg = (width: number, height: number) =>
    sharp(frame).resize({ width, height, fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
  const [poster, youtube, photo] = await Promise.all([
    jpeg(1280, 720),
    jpeg(480, 360),
    jpeg(1200, 1500),
  ]);
  return { poster, youtube, photo };
}

/**
 * Gives a seeded data folder stored images everywhere the local server stores them (posters of
 * files, copied YouTube thumbnails, the photo), then makes their variants as the server does.
 */
export async function storeRealisticImages(dataDir: string, root: string): Promise<void> {
  const { poster, youtube, photo } = await realisticImages(root);
  const store = openStore({ dataDir, demo: false, root });
  try {
    for (const video of store.videos.list()) {
      const stored = mediaNameOf(video.thumbnail_url);
      if (stored) {
        writeFileSync(path.join(store.mediaDir, stored), poster);
        continue;
      }
      const remote = video.thumbnail_url;
      if (!remote || !parseYouTubeThumbnail(remote)) continue;
      const name = `${randomUUID()}.jpg`;
      writeFileSync(path.join(store.mediaDir, name), youtube);
      store.videos.replaceThumbnail(video.id, remote, mediaUrl(name));
    }
    const storedName = `${randomUUID()}.jpg`;
    writeFileSync(path.join(store.mediaDir, storedName), photo);
    store.settings.setFile('photo', { name: 'portrait.jpg', storedName, size: photo.length });
  } finally {
    store.close();
  }
  await makeStoredVariants(dataDir);
}
