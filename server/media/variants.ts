import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  allVariantNames,
  type ImageVariants,
  plannedWidths,
  variantHeight,
  variantName,
} from '../../src/lib/image-variants.ts';

// One image at a time on a small shared machine: libvips' own threads would compete with the
// requests being served. The cache would only hold originals never read twice.
sharp.concurrency(1);
sharp.cache(false);

/** WebP quality: at these widths 75 keeps film stills clean at about a third of a JPEG's bytes. */
const WEBP_QUALITY = 75;

/**
 * Writes the WebP variants of one stored image beside it (docs/image-variants.md) and returns
 * what was made. Each file is written under a temporary name and renamed, so a variant the page
 * names is always complete. Throws when the original cannot be read as an image.
 */
export async function makeVariants(mediaDir: string, name: string): Promise<ImageVariants> {
  const source = join(mediaDir, name);
  // The size once EXIF orientation is applied: the width measured is the width shown.
  const { autoOrient: original } = await sharp(source, { failOn: 'error' }).metadata();
  const widths = plannedWidths(original.width);
  for (const width of widths) {
    const target = join(mediaDir, variantName(name, width));
    const partial = `${target}.partial`;
    try {
      await sharp(source, { failOn: 'error' })
        .autoOrient()
        .resize({ width, height: variantHeight(original, width) })
        .webp({ quality: WEBP_QUALITY })
        .toFile(partial);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
  return { ...original, widths };
}

/** Removes every variant file of an original (made or not). */
export async function removeVariants(mediaDir: string, name: string): Promise<void> {
  await Promise.all(allVariantNames(name).map((v) => rm(join(mediaDir, v), { force: true })));
}
