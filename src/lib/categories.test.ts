import { describe, expect, it } from 'vitest';
import { categoriesOf } from './categories.ts';

describe('categoriesOf', () => {
  it('lists each category once in order of first appearance, spelled as first used', () => {
    const videos = [
      { category: 'Publicité' },
      { category: null },
      { category: 'Clip' },
      { category: ' publicite ' },
      {},
      { category: 'Court métrage' },
      { category: '   ' },
    ];
    expect(categoriesOf(videos)).toEqual([
      { name: 'Publicité', slug: 'publicite' },
      { name: 'Clip', slug: 'clip' },
      { name: 'Court métrage', slug: 'court-metrage' },
    ]);
  });

  it('is empty when no film has a category', () => {
    expect(categoriesOf([{ category: null }, {}])).toEqual([]);
  });
});
