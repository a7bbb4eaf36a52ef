import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publicPages } from '../../integrations/page-scripts.ts';
import { AFTER_PAINT_ATTRIBUTE } from '../../src/lib/after-paint.ts';
import { ROOT } from '../support/server-process.ts';

// What happens to a page script, pinned on the built site: a <script> that imports a
// `*.after-paint.ts` file is not named in the HTML (the after-paint loader requests it), one that
// imports a `*.inline.ts` file is written into the page, any other is fetched at low priority, so
// none competes with the stylesheet and the first images; the admin pages keep the default
// (integrations/page-scripts.ts applies it).
const DIST = path.join(ROOT, 'dist');
const MODULE_SCRIPTS = /<script\b[^>]*\btype="module"[^>]*>/g;
const AFTER_PAINT = new RegExp(`<script\\b[^>]*\\b${AFTER_PAINT_ATTRIBUTE}="([^"]+)"`, 'g');

const SRC = path.join(ROOT, 'src');
const html = (page: string) => fs.readFileSync(path.join(DIST, page), 'utf8');
const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');
const filmPage = () =>
  fs.readdirSync(path.join(DIST, 'films')).map((slug) => `${slug}/index.html`)[0];
const moduleScripts = (page: string) => html(page).match(MODULE_SCRIPTS) ?? [];
const afterPaint = (page: string) =>
  [...html(page).matchAll(AFTER_PAINT)].flatMap((m) => (m[1] ?? '').split(' '));

describe('scripts on the built pages', () => {
  it('marks every module script file of every public page low', () => {
    expect(fs.existsSync(path.join(DIST, 'index.html')), 'run the build first').toBe(true);
    const pages = publicPages(DIST);
    // The landing page, a film page, the legal notice and the 404 page are all public pages.
    for (const page of ['index.html', 'mentions-legales/index.html', '404.html']) {
      expect(pages).toContain(page);
    }
    expect(pages.some((page) => page.startsWith('films/'))).toBe(true);
    const notLow = pages.flatMap((page) =>
      moduleScripts(page)
        .filter((tag) => /\ssrc=/.test(tag) && !tag.includes('fetchpriority="low"'))
        .map((tag) => `${page}: ${tag}`),
    );
    expect(notLow).toEqual([]);
  });

  it('names no script file in the landing HTML: the loader requests them after the first paint', () => {
    expect(moduleScripts('index.html').filter((tag) => /\ssrc=/.test(tag))).toEqual([]);
    expect(html('index.html')).not.toMatch(/rel="modulepreload"/);
    // The early-click catcher is written into the page, so it runs as the page is parsed.
    expect(html('index.html')).toMatch(/<script type="module">[^<]*filmfolioEarlyClicks/);
    const names = afterPaint('index.html').map((src) => path.posix.basename(src).split('.')[0]);
    // The header's, the portfolio's, the audience beacon's (docs/statistics.md) and the page's own
    // (the CV viewer and the contact form).
    expect(names.sort()).toEqual(['Audience', 'Header', 'PortfolioGrid', 'index']);
    // Every public page has the header, whose script waits for the load event like these.
    for (const page of publicPages(DIST)) {
      expect(
        afterPaint(page).some((src) => src.includes('/Header.')),
        page,
      ).toBe(true);
    }
  });

  it('requests after the first paint exactly the scripts declared after-paint', () => {
    // Astro names a <script>'s bundle after its component: <Component>.astro_astro_type_script_...
    const declared = fs
      .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro'))
      .filter((file) => /<script>\s*import '[^']+\.after-paint\.ts';/.test(read(file)))
      .map((file) => path.basename(file, '.astro'));
    const requested = new Set(
      publicPages(DIST).flatMap((page) =>
        afterPaint(page).map((src) => path.posix.basename(src).split('.')[0]),
      ),
    );
    expect([...requested].sort()).toEqual(declared.sort());
    // The others: the film page's and the private-link page's are files fetched at low priority.
    for (const [page, name] of [
      ['films/' + filmPage(), 'FilmPage'],
      ['lien-prive/index.html', 'lien-prive'],
    ]) {
      expect(
        moduleScripts(page ?? '').filter((tag) => tag.includes(`/${name}.astro_`)),
      ).toHaveLength(1);
    }
  });

  it('requests the audience beacon after the first paint on the counted pages only', () => {
    const counted = publicPages(DIST).filter((page) =>
      afterPaint(page).some((src) => src.includes('/Audience.')),
    );
    expect(counted).toContain('index.html');
    expect(counted).toContain('mentions-legales/index.html');
    expect(counted).toContain('lien-prive/index.html');
    expect(counted.some((page) => page.startsWith('films/'))).toBe(true);
    expect(counted).not.toContain('404.html');
    for (const page of publicPages(DIST)) {
      expect(
        moduleScripts(page).filter((tag) => /\ssrc="[^"]*\/Audience\./.test(tag)),
        page,
      ).toEqual([]);
    }
  });

  it('keeps the audience beacon within 1 KB gzip, what it imports included', () => {
    const src = afterPaint('index.html').find((s) => s.includes('/Audience.')) ?? '';
    const code = fs.readFileSync(path.join(DIST, src), 'utf8');
    const imports = [...code.matchAll(/from\s*["']\.\/([^"']+)["']/g)].map((m) => m[1] ?? '');
    const files = [src, ...imports.map((name) => path.posix.join(path.posix.dirname(src), name))];
    const bytes = files.reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(path.join(DIST, file))).length,
      0,
    );
    console.log(`audience beacon: ${bytes} bytes gzip in ${files.length} files`);
    expect(files.length).toBeGreaterThan(1);
    expect(bytes).toBeLessThanOrEqual(1024);
  });

  it('leaves the admin pages as they are', () => {
    const admin = ['admin/index.html', 'admin/dashboard/index.html'];
    for (const page of admin) {
      const tags = moduleScripts(page);
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.filter((tag) => tag.includes('fetchpriority'))).toEqual([]);
      expect(afterPaint(page)).toEqual([]);
    }
  });
});
