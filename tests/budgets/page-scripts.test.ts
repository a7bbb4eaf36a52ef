import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE } from '../../integrations/after-paint-scripts.ts';
import { publicPages } from '../../integrations/low-priority-scripts.ts';
import { ROOT } from '../support/server-process.ts';

// On the built site: a public page names no script that waits for the load event (the after-paint
// loader requests those), and its other module scripts are fetched at low priority, so none
// competes with the stylesheet and the first images; the admin pages keep the default.
const DIST = path.join(ROOT, 'dist');
const MODULE_SCRIPTS = /<script\b[^>]*\btype="module"[^>]*>/g;
const AFTER_PAINT = new RegExp(`<script\\b[^>]*\\b${AFTER_PAINT_ATTRIBUTE}="([^"]+)"`, 'g');

const html = (page: string) => fs.readFileSync(path.join(DIST, page), 'utf8');
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
    // (the CV viewer and the contact form), named after the landing page's shared component
    // since both languages build it (issue 32).
    expect(names.sort()).toEqual(['Audience', 'Header', 'LandingPage', 'PortfolioGrid']);
    expect(afterPaint('en/index.html')).toEqual(afterPaint('index.html'));
    // Every public page has the header, whose script waits for the load event like these.
    for (const page of publicPages(DIST)) {
      expect(
        afterPaint(page).some((src) => src.includes('/Header.')),
        page,
      ).toBe(true);
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
        moduleScripts(page).filter((tag) => tag.includes('/Audience.')),
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
