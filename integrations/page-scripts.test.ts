import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuiltScript, declaredLoading, placeScripts, publicPages } from './page-scripts.ts';

// What each declaration does to a page; the built site is pinned by tests/budgets/page-scripts.test.ts.
const tag = (src: string) => `<script type="module" src="${src}"></script>`;
const LOADER = 'load()';

describe('declaredLoading', () => {
  it('reads the loading from the name of the file a <script> imports', () => {
    expect(declaredLoading(['/s/site/header.after-paint.ts', '/s/site/after-load.ts'])).toBe(
      'after-paint',
    );
    expect(declaredLoading(['/s/portfolio/scripts/early-clicks.inline.ts'])).toBe('inline');
    expect(declaredLoading(['/s/film/film-page.ts'])).toBe('low');
    expect(declaredLoading([])).toBe('low');
  });

  it('refuses a <script> that declares two loadings', () => {
    expect(() => declaredLoading(['/a.after-paint.ts', '/b.inline.ts'])).toThrow(/two loadings/);
  });
});

describe('placeScripts', () => {
  const scripts = new Map<string, BuiltScript>([
    ['/_astro/header.js', { loading: 'after-paint', code: 'h()' }],
    ['/_astro/grid.js', { loading: 'after-paint', code: 'g()' }],
    ['/_astro/early.js', { loading: 'inline', code: 'addEventListener("click",f);\n' }],
    ['/_astro/film.js', { loading: 'low', code: 'p()' }],
  ]);

  it('lists the after-paint scripts in one loader at the end of the body, in page order', () => {
    const html = `<html><head>${tag('/_astro/grid.js')}</head><body><p>x</p>${tag('/_astro/early.js')}${tag('/_astro/film.js')}${tag('/_astro/header.js')}${tag('/other.js')}</body></html>`;
    expect(placeScripts(html, scripts, LOADER)).toBe(
      '<html><head></head><body><p>x</p><script type="module">addEventListener("click",f);</script>' +
        '<script type="module" fetchpriority="low" src="/_astro/film.js"></script>' +
        `${tag('/other.js')}` +
        `<script type="module" data-after-paint="/_astro/grid.js /_astro/header.js">${LOADER}</script></body></html>`,
    );
  });

  it('adds no loader to a page without after-paint scripts', () => {
    const html = `<body>${tag('/_astro/film.js')}</body>`;
    expect(placeScripts(html, scripts, LOADER)).toBe(
      '<body><script type="module" fetchpriority="low" src="/_astro/film.js"></script></body>',
    );
  });
});

describe('publicPages', () => {
  it('lists the built pages but the admin ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    try {
      const pages = ['index.html', 'films/un-film/index.html', 'admin/index.html', 'notes.txt'];
      for (const page of pages) {
        fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
        fs.writeFileSync(path.join(dir, page), '');
      }
      expect(publicPages(dir)).toEqual(['films/un-film/index.html', 'index.html']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
