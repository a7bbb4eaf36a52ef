import { describe, expect, it } from 'vitest';
import { buildTimeRows } from '../bench/build-time.ts';
import { withoutVariants } from './first-screen-images.ts';

describe('the page before variants', () => {
  it('is the same HTML without srcset and sizes, whatever their case', () => {
    const html =
      '<img src="/media/a.jpg" srcSet="/media/a.jpg.480w.webp 480w, /media/a.jpg 640w" sizes="100vw" alt=""/>' +
      '<img src="/media/b.jpg" srcset="/media/b.jpg.480w.webp 480w" SIZES="50vw">';
    expect(withoutVariants(html)).toBe('<img src="/media/a.jpg" alt=""/><img src="/media/b.jpg">');
  });
});

describe('build time rows', () => {
  it('compare the cost of each added film with the small build per film', () => {
    const [total, perFilm] = buildTimeRows(40, 14);
    expect(total).toMatchObject({ ours: 40, reference: 14 });
    expect(perFilm?.ours).toBeCloseTo(26 / 193);
    expect(perFilm?.reference).toBe(2);
  });
});
