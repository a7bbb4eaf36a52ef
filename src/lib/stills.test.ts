import { describe, expect, it } from 'vitest';
import {
  largestCopy,
  MAX_STILL_PIXELS,
  STILL_WIDTHS,
  sniffStill,
  stillCopyName,
  stillFileNames,
  stillHeight,
  stillOfCopy,
  stillOriginalName,
  stillSizeProblem,
  stillSrcset,
  stillWidths,
} from './stills.ts';

const ID = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';
const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((ch) => ch.charCodeAt(0)) : [v])),
  );

describe('still widths', () => {
  it('makes every planned width up to 3200 from a wide still, never more', () => {
    expect(stillWidths(6000)).toEqual([480, 960, 1600, 2400, 3200]);
    expect(stillWidths(3200)).toEqual([...STILL_WIDTHS]);
  });

  it('never upscales, and keeps the still own width as its largest copy', () => {
    expect(stillWidths(1920)).toEqual([480, 960, 1600, 1920]);
    expect(stillWidths(960)).toEqual([480, 960]);
    expect(stillWidths(300)).toEqual([300]);
    for (const width of [1, 479, 481, 2399, 3199, 3201, 9000]) {
      const widths = stillWidths(width);
      expect(Math.max(...widths)).toBeLessThanOrEqual(width);
      expect(widths.length).toBeGreaterThan(0);
    }
  });

  it('keeps the proportions of the still', () => {
    expect(stillHeight({ width: 4096, height: 1714 }, 960)).toBe(402);
    expect(stillHeight({ width: 1600, height: 2000 }, 480)).toBe(600);
    expect(stillHeight({ width: 10000, height: 1 }, 480)).toBe(1);
  });
});

describe('still limits', () => {
  it('refuses more than 100 megapixels and a size the header does not give', () => {
    expect(stillSizeProblem({ width: 10_000, height: 10_000 })).toBeNull();
    expect(stillSizeProblem({ width: 10_000, height: 10_001 })).toBe('too_many_pixels');
    expect(stillSizeProblem({ width: 30_000, height: 30_000 })).toBe('too_many_pixels');
    expect(stillSizeProblem({ width: undefined, height: 10 })).toBe('no_size');
    expect(stillSizeProblem({ width: 0, height: 10 })).toBe('no_size');
    expect(MAX_STILL_PIXELS).toBe(100_000_000);
  });

  it('recognises JPEG, PNG, WebP, AVIF and TIFF by their first bytes only', () => {
    expect(sniffStill(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(sniffStill(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffStill(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
    expect(sniffStill(bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe('avif');
    expect(sniffStill(bytes(0, 0, 0, 0x1c, 'ftypavis'))).toBe('avif');
    expect(sniffStill(bytes('II', 0x2a, 0))).toBe('tif');
    expect(sniffStill(bytes('MM', 0, 0x2a))).toBe('tif');
    // A film is an ISO media file too, but not an image.
    expect(sniffStill(bytes(0, 0, 0, 0x1c, 'ftypisom'))).toBeNull();
    expect(sniffStill(bytes('<svg'))).toBeNull();
    expect(sniffStill(bytes())).toBeNull();
  });
});

describe('still names', () => {
  it('names the copies by the still, and tells a copy from an original', () => {
    const copy = stillCopyName(ID, 960, 'avif');
    expect(copy).toBe(`${ID}.still.960w.avif`);
    expect(stillOfCopy(copy)).toBe(ID);
    // The original is never a copy: it is not served.
    expect(stillOfCopy(stillOriginalName(ID, 'tif'))).toBeNull();
    expect(stillOfCopy(`${ID}.still.960w.png`)).toBeNull();
    expect(stillOfCopy(`../${ID}.still.960w.jpg`)).toBeNull();
  });

  it('lists every file of a still, for removal and backups', () => {
    const files = stillFileNames({
      id: ID,
      original: stillOriginalName(ID, 'png'),
      widths: [480, 700],
    });
    expect(files).toHaveLength(1 + 2 * 3);
    expect(files).toContain(`${ID}.still.png`);
    expect(files).toContain(`${ID}.still.700w.jpg`);
  });

  it('gives a srcset per format, narrowest first, and the widest copy', () => {
    const still = { id: ID, widths: [480, 960, 1280] };
    expect(stillSrcset('/media', still, 'webp')).toBe(
      `/media/${ID}.still.480w.webp 480w, /media/${ID}.still.960w.webp 960w, /media/${ID}.still.1280w.webp 1280w`,
    );
    expect(largestCopy(still)).toBe(`${ID}.still.1280w.jpg`);
  });
});
