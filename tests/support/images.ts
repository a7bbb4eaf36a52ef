import sharp from 'sharp';

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
