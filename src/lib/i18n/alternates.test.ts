import { describe, expect, it } from 'vitest';
import { hreflangLinks, samePage } from './alternates.ts';

describe('hreflangLinks', () => {
  it('names French, English and x-default (French), absolute', () => {
    expect(hreflangLinks(samePage('/mentions-legales/'), 'https://exemple.fr')).toEqual([
      { hreflang: 'fr', href: 'https://exemple.fr/mentions-legales/' },
      { hreflang: 'en', href: 'https://exemple.fr/en/mentions-legales/' },
      { hreflang: 'x-default', href: 'https://exemple.fr/mentions-legales/' },
    ]);
  });

  it('is the same set on both pages of a pair: each page names the other', () => {
    const paths = { fr: '/films/lumiere/', en: '/en/films/light/' };
    const set = hreflangLinks(paths, 'https://exemple.fr');
    const hrefs = set.map((link) => link.href);
    expect(hrefs).toContain('https://exemple.fr/films/lumiere/');
    expect(hrefs).toContain('https://exemple.fr/en/films/light/');
    expect(set.filter((link) => link.hreflang === 'x-default')).toEqual([
      { hreflang: 'x-default', href: 'https://exemple.fr/films/lumiere/' },
    ]);
  });

  it('names none before the site address is set, like the canonical link', () => {
    expect(hreflangLinks(samePage('/'), '')).toEqual([]);
  });
});
