import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BuiltScript,
  declaredLoading,
  inlinable,
  placeScripts,
  publicPages,
} from './page-scripts.ts';

// What each declaration does to a page; the built site is pinned by tests/budgets/page-scripts.test.ts.
const tag = (src: string) => `<script type="module" src="${src}"></script>`;

describe('declaredLoading', () => {
  it('reads the loading from the name of the file a <script> imports', () => {
    expect(declaredLoading(['/s/portfolio/scripts/early-clicks.inline.ts'])).toBe('inline');
    expect(declaredLoading(['/s/site/after-load.ts', '/s/site/active-nav.ts'])).toBe('low');
    expect(declaredLoading([])).toBe('low');
  });
});

describe('placeScripts', () => {
  const scripts = new Map<string, BuiltScript>([
    ['/_astro/early.js', { loading: 'inline', code: 'addEventListener("click",f);\n' }],
    ['/_astro/film.js', { loading: 'low', code: 'p()' }],
  ]);

  it('writes the inline ones into the page, lowers the others, leaves scripts not ours', () => {
    const html = `<head>${tag('/_astro/film.js')}</head><body>${tag('/_astro/early.js')}${tag('/other.js')}</body>`;
    expect(placeScripts(html, scripts)).toBe(
      '<head><script type="module" fetchpriority="low" src="/_astro/film.js"></script></head>' +
        `<body><script type="module">addEventListener("click",f);</script>${tag('/other.js')}</body>`,
    );
  });
});

describe('inlinable', () => {
  const bundle = (code: string, imports: string[] = [], dynamicImports: string[] = []) => ({
    code,
    imports,
    dynamicImports,
  });

  it('gives the code of a bundle that imports nothing', () => {
    expect(inlinable(bundle('window.x=1;'), 'early')).toBe('window.x=1;');
  });

  it('fails the build for a bundle that imports or would close its <script>', () => {
    expect(() => inlinable(bundle('a()', ['_astro/a.js']), 'early')).toThrow(/imports/);
    expect(() => inlinable(bundle('import("./a.js")', [], ['_astro/a.js']), 'x')).toThrow(
      /imports/,
    );
    expect(() => inlinable(bundle('const s="</script>";'), 'early')).toThrow(/cannot sit/);
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
