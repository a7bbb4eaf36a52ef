import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { variantName } from '../../src/lib/image-variants.ts';
import { imageInfo, testImage } from '../../tests/support/data/images.ts';
import { tempDataDir } from '../../tests/support/harness/temp-dirs.ts';
import { makeVariants, removeVariants } from './variants.ts';

const uuid = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';
let temp: ReturnType<typeof tempDataDir>;
beforeEach(() => {
  temp = tempDataDir();
});
afterEach(() => temp.remove());

async function stored(name: string, options: Parameters<typeof testImage>[0]): Promise<string> {
  writeFileSync(join(temp.dir, name), await testImage(options));
  return name;
}

describe('makeVariants', () => {
  it('writes WebP copies at 480, 960 and 1600 px of a wide JPEG, in proportion', async () => {
    const name = await stored(`${uuid}.jpg`, { width: 2000, height: 1125 });
    expect(await makeVariants(temp.dir, name)).toEqual({
      width: 2000,
      height: 1125,
      widths: [480, 960, 1600],
    });
    for (const [width, height] of [
      [480, 270],
      [960, 540],
      [1600, 900],
    ] as const) {
      const info = await imageInfo(join(temp.dir, variantName(name, width)));
      expect(info).toEqual({ width, height, format: 'webp' });
    }
  });

  it('never upscales: a 1280 px PNG gets 480 and 960, a 480 px JPEG 480, a small WebP none', async () => {
    const png = await stored(`${uuid}.png`, { width: 1280, height: 720, format: 'png' });
    expect((await makeVariants(temp.dir, png)).widths).toEqual([480, 960]);
    const small = await stored(`1${uuid.slice(1)}.webp`, {
      width: 320,
      height: 180,
      format: 'webp',
    });
    expect(await makeVariants(temp.dir, small)).toEqual({ width: 320, height: 180, widths: [] });
    // A YouTube hqdefault copy is 480 px wide: the same size in WebP.
    const exact = await stored(`2${uuid.slice(1)}.jpg`, { width: 480, height: 360 });
    expect((await makeVariants(temp.dir, exact)).widths).toEqual([480]);
    expect(await imageInfo(join(temp.dir, variantName(exact, 480)))).toEqual({
      width: 480,
      height: 360,
      format: 'webp',
    });
    expect(readdirSync(temp.dir).sort()).toEqual(
      [
        png,
        variantName(png, 480),
        variantName(png, 960),
        small,
        exact,
        variantName(exact, 480),
      ].sort(),
    );
  });

  it('measures a turned photo as it is shown and turns its copies the same way', async () => {
    // Stored 1200 × 900 with orientation 6: shown 900 wide and 1200 high.
    const name = await stored(`${uuid}.jpg`, { width: 1200, height: 900, orientation: 6 });
    expect(await makeVariants(temp.dir, name)).toEqual({
      width: 900,
      height: 1200,
      widths: [480],
    });
    expect(await imageInfo(join(temp.dir, variantName(name, 480)))).toEqual({
      width: 480,
      height: 640,
      format: 'webp',
    });
  });

  it('refuses a file that is not a whole image and leaves no copy behind', async () => {
    const name = `${uuid}.jpg`;
    const whole = await testImage({ width: 1000, height: 600 });
    writeFileSync(join(temp.dir, name), whole.subarray(0, whole.length / 3));
    await expect(makeVariants(temp.dir, name)).rejects.toThrow();
    expect(readdirSync(temp.dir)).toEqual([name]);
  });

  it('removeVariants deletes the copies and leaves the original', async () => {
    const name = await stored(`${uuid}.jpg`, { width: 1000, height: 600 });
    await makeVariants(temp.dir, name);
    await removeVariants(temp.dir, name);
    expect(readdirSync(temp.dir)).toEqual([name]);
    expect(existsSync(join(temp.dir, name))).toBe(true);
  });
});
