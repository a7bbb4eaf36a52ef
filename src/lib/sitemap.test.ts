import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../tests/support/data/make-video.ts';
import { bilingualEntries, robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

const videos = [
  makeVideo({
    id: 'b',
    slug: 'second',
    order_position: 1,
    category: 'Publicité',
    updated_at: '2026-03-02T10:00:00.000Z',
  }),
  makeVideo({
    id: 'a',
    slug: 'premier',
    order_position: 0,
    category: 'Clip',
    // Supabase spells its timestamps with an offset.
    updated_at: '2026-05-01T12:00:00+02:00',
  }),
  makeVideo({ id: 'c', slug: 'troisieme', order_position: 2, category: 'publicite' }),
];

describe('sitemapEntries', () => {
  it('lists the landing page, the films and categories in portfolio order, the legal notice', () => {
    expect(sitemapEntries(videos, '2026-01-10T08:00:00.000Z')).toEqual([
      { path: '/', lastmod: '2026-05-01T10:00:00.000Z' },
      { path: '/films/premier/', lastmod: '2026-05-01T10:00:00.000Z' },
      { path: '/films/second/', lastmod: '2026-03-02T10:00:00.000Z' },
      { path: '/films/troisieme/' },
      { path: '/categories/clip/', lastmod: '2026-05-01T10:00:00.000Z' },
      { path: '/categories/publicite/', lastmod: '2026-03-02T10:00:00.000Z' },
      { path: '/mentions-legales/', lastmod: '2026-01-10T08:00:00.000Z' },
    ]);
  });

  it('dates the landing page by the settings when they changed last; no date when none is known', () => {
    expect(sitemapEntries(videos, '2027-01-01T00:00:00.000Z')[0]).toEqual({
      path: '/',
      lastmod: '2027-01-01T00:00:00.000Z',
    });
    expect(sitemapEntries([], null)).toEqual([{ path: '/' }, { path: '/mentions-legales/' }]);
  });

  it('dates the legal notice by the first stored film while the settings were never saved', () => {
    const stored = [
      makeVideo({ id: 'x', slug: 'x', created_at: '2026-02-01T00:00:00.000Z' }),
      makeVideo({
        id: 'y',
        slug: 'y',
        created_at: '2026-01-15T00:00:00.000Z',
        updated_at: '2026-04-01T00:00:00.000Z',
      }),
    ];
    const entries = sitemapEntries(stored, null);
    expect(entries.at(-1)).toEqual({
      path: '/mentions-legales/',
      lastmod: '2026-01-15T00:00:00.000Z',
    });
    // Every page of a site holding films has its own date.
    expect(entries.every((entry) => entry.lastmod)).toBe(true);
  });
});

describe('sitemapXml', () => {
  it('writes absolute addresses from the site address, with lastmod where known', () => {
    const xml = sitemapXml(
      [{ path: '/', lastmod: '2026-05-01T10:00:00.000Z' }, { path: '/films/a-b/' }],
      'https://exemple.fr',
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://exemple.fr/</loc><lastmod>2026-05-01T10:00:00.000Z</lastmod></url>\n' +
        '  <url><loc>https://exemple.fr/films/a-b/</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('escapes the address and stays valid, empty, while no site address is set', () => {
    expect(sitemapXml([{ path: '/?a=1&b=2' }], 'https://exemple.fr')).toContain(
      '<loc>https://exemple.fr/?a=1&#38;b=2</loc>',
    );
    expect(sitemapXml([{ path: '/' }], '')).not.toContain('<url>');
  });
});

describe('robotsTxt', () => {
  it("keeps robots out of the admin and private links, and names the sitemap's address", () => {
    expect(robotsTxt('https://exemple.fr')).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /p/\n\nSitemap: https://exemple.fr/sitemap.xml\n',
    );
    expect(robotsTxt('')).toBe('User-agent: *\nDisallow: /admin\nDisallow: /p/\n');
  });
});

describe('bilingualEntries (issue 32)', () => {
  const films = [makeVideo({ id: 'a', slug: 'lumiere', category: 'Clip', en: { slug: 'light' } })];

  it('lists every page in both languages, each naming both addresses', () => {
    const entries = bilingualEntries(sitemapEntries(films, null), films);
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/films/lumiere/',
      '/categories/clip/',
      '/mentions-legales/',
      '/en/',
      '/en/films/light/',
      '/en/categories/clip/',
      '/en/mentions-legales/',
    ]);
    expect(entries[1]?.alternates).toEqual({ fr: '/films/lumiere/', en: '/en/films/light/' });
    expect(entries[5]?.alternates).toEqual(entries[1]?.alternates);
  });

  it('writes the alternates as xhtml:link, x-default French', () => {
    const xml = sitemapXml(bilingualEntries(sitemapEntries(films, null), films), 'https://e.fr');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://e.fr/en/films/light/</loc><xhtml:link rel="alternate" hreflang="fr" href="https://e.fr/films/lumiere/"/><xhtml:link rel="alternate" hreflang="en" href="https://e.fr/en/films/light/"/><xhtml:link rel="alternate" hreflang="x-default" href="https://e.fr/films/lumiere/"/></url>',
    );
  });
});
