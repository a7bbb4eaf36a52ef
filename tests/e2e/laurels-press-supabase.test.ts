// Issue 31 in Supabase mode, in Chromium: rows written as the administrator on the stand-in
// project (real migrations on PostgreSQL 15; the adapter's own writes are the contract's,
// tests/supabase/contract.test.ts), the site built from them as the deploy workflow does
// and served as a CDN would: laurels and press quotes on the film page, the laurel mark on the
// card, the Références on the landing page; hostile text stays text; axe finds nothing serious.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { type StaticHost, startStaticHost } from '../support/harness/static-host.ts';
import { user } from '../support/supabase/db.ts';
import { buildSupabaseSite, type SupabaseSite } from '../support/supabase/site.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';

const HOSTILE = '<img src=x onerror="window.__pwned=1"></script>';
const press = [
  { quote: '« Une lumière rare »', source: 'Libération', url: 'https://www.liberation.fr/a' },
  { quote: `Superbe ${HOSTILE}`, source: 'Télérama', url: null },
];

let s: StandIn;
let site: SupabaseSite;
let host: StaticHost;
let browser: Browser;

beforeAll(async () => {
  s = await startStandIn();
  const admin = user(s.t.adminId);
  await s.t.run(
    admin,
    `insert into public.videos (title, url, video_type, slug, awards, press)
     values ('Nuit blanche', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube',
       'nuit-blanche', $1, $2::jsonb), ('Sans prix', 'https://vimeo.com/76979871', 'vimeo',
       'sans-prix', null, '[]')`,
    [`Festival de Clermont-Ferrand\nPrix ${HOSTILE}`, JSON.stringify(press)],
  );
  await s.t.run(
    admin,
    'update public.site_settings set name = $1, reference_names = $2 where id = 1',
    ['Camille Moreau', `Arte\nCanal+\n${HOSTILE}`],
  );
  [site, browser] = await Promise.all([buildSupabaseSite(s), launchBrowser()]);
  host = await startStaticHost(site.distDir);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  site?.remove();
  await s?.close();
});

describe('laurels, press and références in Supabase mode', () => {
  it('the film page shows the laurels and the quotes', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto(`${host.url}/films/nuit-blanche/`);
      const laurels = page.getByRole('region', { name: fr.frames.laurels });
      expect(await laurels.getByRole('listitem').allTextContents()).toEqual([
        'Festival de Clermont-Ferrand',
        `Prix ${HOSTILE}`,
      ]);
      const section = page.getByRole('region', { name: fr.frames.press });
      expect(await section.locator('blockquote').allTextContents()).toEqual(
        press.map((q) => q.quote),
      );
      expect(await section.locator('cite').allTextContents()).toEqual(['Libération', 'Télérama']);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      expect((JSON.parse(jsonLd ?? '{}') as { review?: unknown[] }).review).toHaveLength(2);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the landing page marks the card and lists the Références', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto(`${host.url}/`);
      const marks = page.getByTestId('laurel-mark');
      expect(await marks.count()).toBe(1);
      expect(await marks.locator('.sr-only').textContent()).toBe(
        fr.frames.cardLaurels(`Festival de Clermont-Ferrand, Prix ${HOSTILE}`),
      );
      const section = page.getByRole('region', { name: fr.frames.references });
      expect(await section.getByRole('listitem').allTextContents()).toEqual([
        'Arte',
        'Canal+',
        HOSTILE,
      ]);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
