import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../tests/support/data/make-video.ts';
import { categoryPagePaths, englishRedirects, filmPagePaths } from './language-pages.ts';

const films = [
  makeVideo({
    id: 'a',
    slug: 'lumiere',
    order_position: 0,
    category: 'Publicité',
    en: { title: 'Light', slug: 'light', category: 'Commercial' },
  }),
  makeVideo({ id: 'b', slug: 'nuit', order_position: 1, category: 'Clip' }),
];

describe('filmPagePaths', () => {
  it("pairs each film's French page with its English one, the French slug by default", () => {
    expect(filmPagePaths(films)).toEqual(
      new Map([
        ['a', { fr: '/films/lumiere/', en: '/en/films/light/' }],
        ['b', { fr: '/films/nuit/', en: '/en/films/nuit/' }],
      ]),
    );
  });
});

describe('categoryPagePaths', () => {
  it("pairs each category page with the other language's, keyed by each page's address", () => {
    const paths = categoryPagePaths(films);
    const advertising = { fr: '/categories/publicite/', en: '/en/categories/commercial/' };
    expect(paths.get('/categories/publicite/')).toEqual(advertising);
    expect(paths.get('/en/categories/commercial/')).toEqual(advertising);
    expect(paths.get('/en/categories/clip/')).toEqual({
      fr: '/categories/clip/',
      en: '/en/categories/clip/',
    });
  });
});

describe('englishRedirects', () => {
  it('leads the French slug and old French slugs to the English page, never from a live one', () => {
    expect(
      englishRedirects(films, [
        { from: 'ancienne-lumiere', to: 'lumiere' },
        { from: 'ancienne-nuit', to: 'nuit' },
      ]),
    ).toEqual([
      { from: 'lumiere', to: 'light' },
      { from: 'ancienne-lumiere', to: 'light' },
      { from: 'ancienne-nuit', to: 'nuit' },
    ]);
  });
});
