import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createVariantMaker } from '../../../server/media/variant-maker.ts';
import { openStore } from '../../../server/store/open.ts';
import { mediaUrl } from '../../../src/lib/media.ts';
import { parseYouTubeThumbnail } from '../../../src/lib/youtube-thumbnail.ts';
import { ROOT } from '../harness/server.ts';

export interface TestImageOptions {
  width: number;
  height: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** EXIF orientation to write (6: the camera was turned, shown rotated a quarter turn). */
  orientation?: number;
}

/** A real image of the given size: a little noise, so it compresses like a photograph would. */
export async function testImage({
  width,
  height,
  format = 'jpeg',
  orientation,
}: TestImageOptions): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 90, b: 140 },
      noise: { type: 'gaussian', mean: 110, sigma: 12 },
    },
  });
  if (orientation) image.withMetadata({ orientation });
  return image.toFormat(format, format === 'jpeg' ? { quality: 80 } : {}).toBuffer();
}

/** Width, height and format of an image as stored (before any EXIF orientation). */
export async function imageInfo(
  input: string | Buffer,
): Promise<{ width: number; height: number; format: string }> {
  const { width, height, format } = await sharp(input).metadata();
  return { width, height, format };
}

export interface ImageDataOptions {
  /** A JPEG stored for every i.ytimg.com thumbnail, as the server's thumbnail copy does. */
  thumbnail: Buffer;
  /** A portrait stored as the settings' photo. */
  photo?: Buffer;
  /** Make the variants as the running server would (false: as a folder from before them). */
  variants?: boolean;
}

/**
 * Turns a data folder's YouTube thumbnails into stored files (and sets a photo), then makes their
 * variants with the server's own maker: the folder a running server leaves after its saves.
 */
export async function storeImages(
  dataDir: string,
  { thumbnail, photo, variants = true }: ImageDataOptions,
): Promise<void> {
  const store = openStore({ dataDir, demo: true, root: ROOT });
  try {
    for (const video of store.videos.list()) {
      const remote = video.thumbnail_url;
      if (!remote || !parseYouTubeThumbnail(remote)) continue;
      const name = `${randomUUID()}.jpg`;
      writeFileSync(join(store.mediaDir, name), thumbnail);
      store.videos.replaceThumbnail(video.id, remote, mediaUrl(name));
    }
    if (photo) {
      const storedName = `${randomUUID()}.jpg`;
      writeFileSync(join(store.mediaDir, storedName), photo);
      store.settings.setFile('photo', { name: 'portrait.jpg', storedName, size: photo.length });
    }
  } finally {
    store.close();
  }
  if (variants) await makeStoredVariants(dataDir);
}

/** Makes the variants of every stored image of a data folder, as the server does at start. */
export async function makeStoredVariants(dataDir: string): Promise<void> {
  const store = openStore({ dataDir, demo: true, root: ROOT });
  try {
    const maker = createVariantMaker({ store, onMade: () => {}, log: () => {} });
    maker.refresh();
    await maker.idle();
    await maker.close();
  } finally {
    store.close();
  }
}
