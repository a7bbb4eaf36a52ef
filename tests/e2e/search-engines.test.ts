import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDENTITY } from '../../server/demo/identity.ts';
import { API } from '../../src/lib/api.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video, VideoInput } from '../../src/lib/video.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_ENV } from '../support/harness/credentials.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// What search engines and link previews read, on the demo content after real edits through the
// API and the server's own rebuild: profile links in the settings, a category, and a title that
// tries to close the JSON-LD script.
let server: StartedServer;
let browser: Browser;
let films: Video[];
let site: SiteSettings;

const SITE = 'https://camille-moreau.fr';
const PROFILES = {
  vimeo_url: 'https://vimeo.com/camillemoreau',
  instagram_url: 'https://www.instagram.com/camille.moreau',
  imdb_url: '',
  linkedin_url: 'https://www.linkedin.com/in/camille-moreau',
};
const HOSTILE_TITLE = 'Nuit </script><script>window.pwned = 1</script> & <!-- co';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  const client = new AdminClient(server.url);
  await client.signIn();
  const current = await client.json<SiteSettings>('GET', API.settings);
  const { cv, photo, updated_at, showreel_copy, ...texts } = current;
  await client.json('PUT', API.settings, { ...texts, ...PROFILES, site_url: SITE });
  const [first, second] = await client.list();
  if (!first || !second) throw new Error('demo content missing');
  const input = (video: Video): VideoInput => ({
    title: video.title,
    description: video.description,
    url: video.url,
    video_type: video.video_type as VideoInput['video_type'],
    thumbnail_url: video.thumbnail_url,
    slug: video.slug ?? null,
  });
  // The demo films carry categories: only the second keeps one here, so one category page.
  for (const other of (await client.list()).slice(2)) {
    await client.update(other.id, { ...input(other), category: null });
  }
  await client.update(first.id, {
    ...input(first),
    title: HOSTILE_TITLE,
    slug: 'nuit',
    category: null,
  });
  await client.update(second.id, { ...input(second), category: 'Publicité' });
  await client.waitForRebuilt('/categories/publicite/');
  films = await client.list();
  site = await client.json<SiteSettings>('GET', API.settings);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const film = (i: number): Video & { slug: string } => {
  const video = films[i];
  if (!video?.slug) throw new Error(`no film ${i}`);
  return video as Video & { slug: string };
};

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string | null>;
  twitterCard: string | null;
  jsonLd: unknown[];
}

async function headOf(page: Page, path: string): Promise<Head> {
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.status()).toBe(200);
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.querySelector(selector)?.getAttribute('content') ?? null;
    const og: Record<string, string | null> = {};
    for (const key of ['title', 'description', 'image', 'url', 'type']) {
      og[key] = content(`meta[property="og:${key}"]`);
    }
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      og,
      twitterCard: content('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? ''),
      ),
    };
  });
}

describe('every public page', () => {
  it('has its own title, a description, the canonical address and sharing tags', async () => {
    const { page, close } = await newPage(browser);
    try {
      const paths = [
        '/',
        `/films/${film(0).slug}/`,
        `/films/${film(1).slug}/`,
        '/categories/publicite/',
        '/mentions-legales/',
      ];
      const titles: string[] = [];
      for (const path of paths) {
        const head = await headOf(page, path);
        titles.push(head.title);
        expect([path, head.canonical]).toEqual([path, `${SITE}${path}`]);
        expect([path, head.og.url]).toEqual([path, `${SITE}${path}`]);
        expect([path, head.og.title]).toEqual([path, head.title]);
        expect(head.description?.length ?? 0, path).toBeGreaterThan(20);
        expect([path, head.og.description]).toEqual([path, head.description]);
        expect(head.og.image ?? '', path).toMatch(/^https:\/\//);
        expect([path, head.twitterCard]).toEqual([path, 'summary_large_image']);
      }
      expect(new Set(titles).size).toBe(paths.length);
      // The owner's name ends every title as the brand (issue 30), so the category's own
      // title no longer repeats it.
      expect(titles[3]).toBe(`${fr.categories.title('Publicité', '')} | ${site.name}`);
    } finally {
      await close();
    }
  });
});

describe('structured data', () => {
  it('the landing page carries the Person, checked field by field, and the films', async () => {
    const { page, close } = await newPage(browser);
    try {
      const { jsonLd } = await headOf(page, '/');
      expect(jsonLd).toHaveLength(1);
      const data = jsonLd[0] as { '@context': string; '@graph': Record<string, unknown>[] };
      expect(data['@context']).toBe('https://schema.org');
      const [person, ...videos] = data['@graph'];
      expect(person?.['@type']).toBe('Person');
      expect(person?.name).toBe(DEMO_IDENTITY.name);
      expect(person?.jobTitle).toBe(DEMO_IDENTITY.title);
      expect(person?.sameAs).toEqual([
        PROFILES.vimeo_url,
        PROFILES.instagram_url,
        PROFILES.linkedin_url,
      ]);
      expect(person?.url).toBe(SITE);
      expect(person?.email).toBe(`mailto:${DEMO_IDENTITY.email}`);
      expect(person?.telephone).toBe(DEMO_IDENTITY.phone);
      expect(person?.address).toEqual({
        '@type': 'PostalAddress',
        addressLocality: 'Paris',
        addressCountry: 'France',
      });
      expect(videos.map((v) => [v['@type'], v.name])).toEqual(
        films.map((f) => ['VideoObject', f.title]),
      );
    } finally {
      await close();
    }
  });

  it('no title closes the script: the hostile title is data in the landing and film pages', async () => {
    const { page, close } = await newPage(browser);
    try {
      for (const path of ['/', '/films/nuit/']) {
        const { jsonLd } = await headOf(page, path);
        const text = JSON.stringify(jsonLd);
        expect([path, text.includes(JSON.stringify(HOSTILE_TITLE))]).toEqual([path, true]);
        expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
        const raw = await page.locator('script[type="application/ld+json"]').innerHTML();
        expect(raw).not.toMatch(/<\/script|<!--/i);
      }
    } finally {
      await close();
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists the landing page, the films, the category and the legal notice', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const all = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
    // The English pages follow, one per French page (issue 32, docs/english-site.md).
    const entries = all.filter((m) => !m[1]?.startsWith(`${SITE}/en/`));
    expect(all.length).toBe(2 * entries.length);
    expect(entries.map((m) => m[1])).toEqual([
      `${SITE}/`,
      ...films.map((f) => `${SITE}/films/${f.slug}/`),
      `${SITE}/categories/publicite/`,
      `${SITE}/mentions-legales/`,
    ]);
    const lastmod = new Map(entries.map((m) => [m[1], m[2]]));
    const second = films[1];
    expect(lastmod.get(`${SITE}/films/${film(1).slug}/`)).toBe(
      new Date(second?.updated_at ?? '').toISOString(),
    );
    expect(lastmod.get(`${SITE}/categories/publicite/`)).toBe(
      new Date(second?.updated_at ?? '').toISOString(),
    );
    expect(lastmod.get(`${SITE}/mentions-legales/`)).toBe(
      new Date(site.updated_at ?? '').toISOString(),
    );
    // The landing page changed last of all.
    const newest = Math.max(...[...lastmod.values()].map((date) => Date.parse(date ?? '')));
    expect(lastmod.get(`${SITE}/`)).toBe(new Date(newest).toISOString());
  });

  it("robots.txt names the sitemap's address and keeps robots out of the admin and private links", async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /p/');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
