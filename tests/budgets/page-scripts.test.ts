import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE } from '../../src/layouts/after-paint-scripts.ts';
import { publicPages } from '../../src/layouts/low-priority-scripts.ts';
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
  it('marks every module script of every public page low', () => {
    expect(fs.existsSync(path.join(DIST, 'index.html')), 'run the build first').toBe(true);
    const pages = publicPages(DIST);
    // The landing page, a film page, the legal notice and the 404 page are all public pages.
    for (const page of ['index.html', 'mentions-legales/index.html', '404.html']) {
      expect(pages).toContain(page);
    }
    expect(pages.some((page) => page.startsWith('films/'))).toBe(true);
    const notLow = pages.flatMap((page) =>
      moduleScripts(page)
        .filter((tag) => !tag.includes('fetchpriority="low"'))
        .map((tag) => `${page}: ${tag}`),
    );
    expect(notLow).toEqual([]);
  });

  it('requests the landing page scripts after its first paint, but for the early-click catcher', () => {
    // The one script the HTML names keeps card clicks made before the grid's script: it imports
    // nothing, so no request at high priority comes with it before the first paint.
    const named = moduleScripts('index.html');
    expect(named).toHaveLength(1);
    const src = named[0]?.match(/src="([^"]+)"/)?.[1] ?? '';
    expect(path.posix.basename(src)).toMatch(/^PortfolioGrid\./);
    expect(fs.readFileSync(path.join(DIST, src), 'utf8')).not.toMatch(/\bimport\b/);
    expect(html('index.html')).not.toMatch(/rel="modulepreload"/);
    const names = afterPaint('index.html').map((src) => path.posix.basename(src).split('.')[0]);
    // The header's, the portfolio's and the page's own (the CV viewer and the contact form).
    expect(names.sort()).toEqual(['Header', 'PortfolioGrid', 'index']);
    // Every public page has the header, whose script waits for the load event like these.
    for (const page of publicPages(DIST)) {
      expect(
        afterPaint(page).some((src) => src.includes('/Header.')),
        page,
      ).toBe(true);
    }
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
