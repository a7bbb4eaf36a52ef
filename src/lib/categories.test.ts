import { describe, expect, it } from 'vitest';
import { categoriesOf, categoryPath, categorySlugOf, inCategory } from './categories.ts';

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

describe('inCategory', () => {
  it("keeps the films whose category has the page's slug, in the list's order", () => {
    const videos = [
      { id: 'a', category: 'Publicité' },
      { id: 'b', category: 'Clip' },
      { id: 'c', category: ' PUBLICITE ' },
      { id: 'd', category: null },
      { id: 'e' },
    ];
    expect(inCategory(videos, 'publicite').map((v) => v.id)).toEqual(['a', 'c']);
    expect(inCategory(videos, 'documentaire')).toEqual([]);
  });

  it("gives a film's category slug and a category page's address", () => {
    expect(categorySlugOf({ category: 'Court métrage' })).toBe('court-metrage');
    expect(categorySlugOf({ category: null })).toBe('');
    expect(categorySlugOf({})).toBe('');
    expect(categoryPath('court-metrage')).toBe('/categories/court-metrage/');
  });
});
