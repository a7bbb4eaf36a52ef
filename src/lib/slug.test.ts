import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SLUG,
  firstFreeSlug,
  SLUG_MAX,
  SLUG_PATTERN,
  slugFromTitle,
  slugify,
} from './slug.ts';

describe('slugify', () => {
  it('folds accents and ligatures, lowercases, joins words with single dashes', () => {
    expect(slugify('Été à Périgueux — Cœur')).toBe('ete-a-perigueux-coeur');
    expect(slugify("  L'Œil du Chef Opérateur 2026 !  ")).toBe('l-oeil-du-chef-operateur-2026');
    expect(slugify('Ça, c’est ÇA')).toBe('ca-c-est-ca');
  });

  it('folds the letters NFD keeps whole, with or without a mark over them', () => {
    expect(slugify('Łódź Nights')).toBe('lodz-nights');
    expect(slugify('Ștefan Țepeș')).toBe('stefan-tepes');
    expect(slugify('Čapek Žižka')).toBe('capek-zizka');
    expect(slugify('ǢSIR Ǿ STRAẞE')).toBe('aesir-o-strasse');
  });

  it('gives only addresses the pattern accepts, within the length limit', () => {
    for (const title of ['a', '---x---', 'x'.repeat(300), `${'a'.repeat(79)} b`, '日本 films']) {
      const slug = slugify(title);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
      expect(slug).toMatch(SLUG_PATTERN);
    }
  });

  it('leaves nothing of a title without letters or digits; the title rule falls back', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugFromTitle('!!! ???')).toBe(FALLBACK_SLUG);
  });
});

describe('firstFreeSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    const taken = new Set(['clip', 'clip-2']);
    expect(firstFreeSlug('teaser', (s) => taken.has(s))).toBe('teaser');
    expect(firstFreeSlug('clip', (s) => taken.has(s))).toBe('clip-3');
  });

  it('shortens a long base so the numbered slug still fits', () => {
    const base = 'a'.repeat(SLUG_MAX);
    const slug = firstFreeSlug(base, (s) => s === base);
    expect(slug).toBe(`${'a'.repeat(SLUG_MAX - 2)}-2`);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
