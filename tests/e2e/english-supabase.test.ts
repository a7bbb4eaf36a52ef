// Supabase mode builds the English site the same way (issue 32): a film with English texts and
// one without, read through PostgREST as anon, give /en/ pages in English with the French
// fallback marked lang="fr", each page naming its French twin, and a bilingual sitemap.
// In the e2e project: builds from one checkout must not run beside each other (.astro/.prerender).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSupabaseSite, type SupabaseSite } from '../support/supabase/site.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';

let standIn: StandIn;
let site: SupabaseSite;

const page = (file: string) => fs.readFileSync(path.join(site.distDir, file), 'utf8');

beforeAll(async () => {
  standIn = await startStandIn();
  await standIn.t.sudo(
    `update public.site_settings set name = 'Alex Martin', site_url = 'https://alex.example.fr',
     en = '{"tagline": "Light for stories"}'::jsonb`,
  );
  await standIn.t.sudo(
    `insert into public.videos (title, url, video_type, order_position, category, en) values
     ('Lumière dorée', 'https://youtu.be/abcdefghijk', 'youtube', 0, 'Publicité',
      '{"title": "Golden Light", "slug": "golden-light", "category": "Commercial"}'::jsonb),
     ('Nuit blanche', 'https://youtu.be/bbcdefghijk', 'youtube', 1, 'Clip', null)`,
  );
  site = await buildSupabaseSite({ url: standIn.url, anonKey: standIn.anonKey });
}, 240_000);

afterAll(async () => {
  site?.remove();
  await standIn?.close();
});

describe('the English site in Supabase mode', () => {
  it('builds /en/ with English texts where written and French ones in lang="fr"', () => {
    const landing = page('en/index.html');
    expect(landing).toMatch(/<html lang="en"/);
    expect(landing).toContain('Light for stories');
    expect(landing).toMatch(
      /<h3 class="[^"]*" title="Golden Light"><a href="\/en\/films\/golden-light\/"/,
    );
    expect(landing).toMatch(/<h3 lang="fr" class="[^"]*" title="Nuit blanche">/);
    const film = page('en/films/golden-light/index.html');
    expect(film).toContain(
      '<link rel="alternate" hreflang="fr" href="https://alex.example.fr/films/lumiere-doree/">',
    );
    expect(fs.existsSync(path.join(site.distDir, 'en/categories/commercial/index.html'))).toBe(
      true,
    );
    // The French address under /en/ leads to the English page.
    expect(page('en/films/lumiere-doree/index.html')).toContain('url=/en/films/golden-light/');
  });

  it('lists both languages in the sitemap', () => {
    const sitemap = page('sitemap.xml');
    expect(sitemap).toContain('<loc>https://alex.example.fr/en/films/golden-light/</loc>');
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://alex.example.fr/en/films/golden-light/"/>',
    );
  });
});
