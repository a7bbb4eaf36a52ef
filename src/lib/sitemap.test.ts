import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../tests/support/data/make-video.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

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
