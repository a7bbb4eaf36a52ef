import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicPages } from '../../src/layouts/low-priority-scripts.ts';
import { ROOT } from '../support/server-process.ts';

// On the built site: every public page's module scripts are fetched at low priority, so none
// competes with the stylesheet and the first images; the admin pages keep the default.
const DIST = path.join(ROOT, 'dist');
const MODULE_SCRIPTS = /<script\b[^>]*\btype="module"[^>]*>/g;

const moduleScripts = (page: string) =>
  fs.readFileSync(path.join(DIST, page), 'utf8').match(MODULE_SCRIPTS) ?? [];

describe('script priority on the built pages', () => {
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
    // Each of these pages has a script at all (the header's), so the check above saw some.
    expect(pages.every((page) => moduleScripts(page).length > 0)).toBe(true);
  });

  it('leaves the admin pages as they are', () => {
    const admin = ['admin/index.html', 'admin/dashboard/index.html'];
    for (const page of admin) {
      const tags = moduleScripts(page);
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.filter((tag) => tag.includes('fetchpriority'))).toEqual([]);
    }
  });
});
