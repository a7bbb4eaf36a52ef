import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publicPages } from '../../integrations/page-scripts.ts';
import { ROOT } from '../support/harness/server.ts';

// What happens to a page script, pinned on the built site: a <script> that imports a
// `*.inline.ts` file is written into the page, any other is a file fetched at low priority, so
// none competes with the first images; the admin pages keep the default
// (integrations/page-scripts.ts applies it).
const DIST = path.join(ROOT, 'dist');
const SRC = path.join(ROOT, 'src');
const MODULE_SCRIPTS = /<script\b[^>]*\btype="module"[^>]*>/g;
const SCRIPT_FILES = /<script\b[^>]*\bsrc="([^"]+)"/g;

const html = (page: string) => fs.readFileSync(path.join(DIST, page), 'utf8');
const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');
const moduleScripts = (page: string) => html(page).match(MODULE_SCRIPTS) ?? [];
/** The script files a page names, by site path. */
const scriptFiles = (page: string) => [...html(page).matchAll(SCRIPT_FILES)].map((m) => m[1] ?? '');
/** Astro names a <script>'s bundle after its component: <Component>.astro_astro_type_script_... */
const component = (src: string) => path.posix.basename(src).split('.')[0];

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

  it('writes the scripts declared inline into the page, and names the others', () => {
    const declared = fs
      .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro'))
      .filter((file) => /<script>\s*import '[^']+\.inline\.ts';/.test(read(file)));
    expect(declared.map((file) => path.basename(file))).toEqual(['PortfolioGrid.astro']);
    // The early-click catcher runs as the page is parsed, with no request.
    expect(html('index.html')).toMatch(/<script type="module">[^<]*filmfolioEarlyClicks/);
    expect(html('index.html')).not.toMatch(/rel="modulepreload"/);
    // The header's, the portfolio's, the audience beacon's (docs/statistics.md) and the page's own
    // (the CV viewer and the contact form), named after the landing page's shared component
    // since both languages build it (issue 32), and the showreel hero's (issue 30: the demo has a
    // Bande démo); the early-click catcher's is not among them.
    const names = scriptFiles('index.html').map(component);
    expect(names.sort()).toEqual([
      'Audience',
      'Header',
      'LandingPage',
      'PortfolioGrid',
      'ShowreelHero',
    ]);
    expect(scriptFiles('en/index.html')).toEqual(scriptFiles('index.html'));
    // Every public page has the header's script.
    for (const page of publicPages(DIST)) {
      expect(
        scriptFiles(page).some((src) => src.includes('/Header.')),
        page,
      ).toBe(true);
    }
  });

  it('requests the audience beacon on the counted pages only', () => {
    const counted = publicPages(DIST).filter((page) =>
      scriptFiles(page).some((src) => src.includes('/Audience.')),
    );
    expect(counted).toContain('index.html');
    expect(counted).toContain('mentions-legales/index.html');
    expect(counted).toContain('lien-prive/index.html');
    expect(counted.some((page) => page.startsWith('films/'))).toBe(true);
    expect(counted).not.toContain('404.html');
  });

  it('keeps the audience beacon within 1 KB gzip, what it imports included', () => {
    const src = scriptFiles('index.html').find((s) => s.includes('/Audience.')) ?? '';
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
    }
  });
});
