import { describe, expect, it } from 'vitest';
import {
  allVariantNames,
  cardSizes,
  imageVariantsOf,
  originalOfVariant,
  plannedWidths,
  posterVariant,
  responsiveImage,
  srcsetOf,
  VARIANT_NAME,
  variantHeight,
  variantName,
} from './image-variants.ts';

const uuid = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';

describe('variant planning', () => {
  it('makes the three widths of a wide original and never upscales', () => {
    expect(plannedWidths(3000)).toEqual([480, 960, 1600]);
    expect(plannedWidths(1601)).toEqual([480, 960, 1600]);
    // At the original's own width: the same pixels in WebP.
    expect(plannedWidths(1600)).toEqual([480, 960, 1600]);
    expect(plannedWidths(1599)).toEqual([480, 960]);
    expect(plannedWidths(1280)).toEqual([480, 960]);
    expect(plannedWidths(640)).toEqual([480]);
    expect(plannedWidths(480)).toEqual([480]);
    expect(plannedWidths(479)).toEqual([]);
    expect(plannedWidths(120)).toEqual([]);
  });

  it('keeps the proportions, rounded, never below one pixel', () => {
    expect(variantHeight({ width: 1920, height: 1080 }, 480)).toBe(270);
    expect(variantHeight({ width: 1280, height: 720 }, 960)).toBe(540);
    expect(variantHeight({ width: 1000, height: 1333 }, 480)).toBe(640);
    expect(variantHeight({ width: 5000, height: 1 }, 480)).toBe(1);
  });
});

describe('variant names', () => {
  it('carry the original name and the width, and read back to the original', () => {
    const name = variantName(`${uuid}.jpg`, 960);
    expect(name).toBe(`${uuid}.jpg.960w.webp`);
    expect(VARIANT_NAME.test(name)).toBe(true);
    expect(originalOfVariant(name)).toBe(`${uuid}.jpg`);
    expect(allVariantNames(`${uuid}.png`).map(originalOfVariant)).toEqual([
      `${uuid}.png`,
      `${uuid}.png`,
      `${uuid}.png`,
    ]);
  });

  it('are refused for other widths, other originals and path tricks', () => {
    for (const name of [
      `${uuid}.jpg.500w.webp`,
      `${uuid}.mp4.480w.webp`,
      `${uuid}.pdf.480w.webp`,
      `${uuid}.jpg.480w.jpg`,
      `../${uuid}.jpg.480w.webp`,
      `${uuid}.jpg`,
    ]) {
      expect(originalOfVariant(name), name).toBeNull();
    }
  });
});

describe('srcset and sizes', () => {
  const url = `/media/${uuid}.jpg`;
  const image = { width: 1280, height: 720, widths: [480, 960] };

  it('lists the variants, then the original at its own width', () => {
    expect(srcsetOf(url, image)).toBe(`${url}.480w.webp 480w, ${url}.960w.webp 960w, ${url} 1280w`);
    expect(responsiveImage(url, image, '100vw')).toEqual({
      src: url,
      srcset: srcsetOf(url, image),
      sizes: '100vw',
    });
  });

  it('leaves the original out when a variant has its width', () => {
    expect(srcsetOf(url, { width: 480, height: 360, widths: [480] })).toBe(`${url}.480w.webp 480w`);
    expect(srcsetOf(url, { width: 1600, height: 900, widths: [480, 960, 1600] })).toBe(
      `${url}.480w.webp 480w, ${url}.960w.webp 960w, ${url}.1600w.webp 1600w`,
    );
  });

  it('gives the original alone when it has no variant (not made yet, too small, remote)', () => {
    expect(responsiveImage(url, null, '100vw')).toEqual({ src: url });
    expect(responsiveImage(url, undefined, '100vw')).toEqual({ src: url });
    expect(responsiveImage(url, { width: 400, height: 225, widths: [] }, '100vw')).toEqual({
      src: url,
    });
  });

  it('takes the smallest copy at least as wide as asked for a poster, never a narrower one', () => {
    const wide = { width: 2000, height: 1125, widths: [480, 960, 1600] };
    expect(posterVariant(url, wide, 960)).toBe(`${url}.960w.webp`);
    expect(posterVariant(url, wide, 1000)).toBe(`${url}.1600w.webp`);
    expect(posterVariant(url, wide, 1800)).toBe(url);
    expect(posterVariant(url, image, 1600)).toBe(url);
    expect(posterVariant(url, { width: 640, height: 360, widths: [480] }, 960)).toBe(url);
    // The same pixels in WebP.
    expect(posterVariant(url, { width: 480, height: 360, widths: [480] }, 960)).toBe(
      `${url}.480w.webp`,
    );
    expect(posterVariant(url, null, 960)).toBe(url);
  });

  it('sizes a card by its columns, one column on a phone', () => {
    for (const span of [2, 3, 6] as const) {
      expect(cardSizes(span)).toMatch(/^\(min-width: 768px\) min\(.+\), calc\(100vw - 32px\)$/);
    }
    expect(cardSizes(2)).toContain('352px');
    expect(cardSizes(3)).toContain('540px');
    expect(cardSizes(6)).toContain('1104px');
  });
});

describe('imageVariantsOf', () => {
  it('keeps known widths in order and refuses anything else', () => {
    expect(imageVariantsOf({ width: 2000, height: 1000, widths: [1600, 480, 480, 700] })).toEqual({
      width: 2000,
      height: 1000,
      widths: [480, 1600],
    });
    expect(imageVariantsOf(null)).toBeNull();
    expect(imageVariantsOf({ width: '2000', height: 1000, widths: [] })).toBeNull();
    expect(imageVariantsOf({ width: 2000, height: 0, widths: [] })).toBeNull();
    expect(imageVariantsOf({ width: 2000, height: 10, widths: 'x' })).toBeNull();
  });
});
