import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_LOADER,
  importsAfterLoad,
  inlineSmallModules,
  scriptsAfterPaint,
} from './after-paint-scripts.ts';

const tag = (src: string) => `<script type="module" src="${src}"></script>`;

describe('scriptsAfterPaint', () => {
  it('moves the scripts that wait for the load event into one loader at the end of the body', () => {
    const html = `<html><head>${tag('/_astro/header.js')}</head><body><p>x</p>${tag('/_astro/film.js')}${tag('/_astro/grid.js')}<script>early()</script></body></html>`;
    const out = scriptsAfterPaint(html, (src) => src !== '/_astro/film.js');
    expect(out).toBe(
      `<html><head></head><body><p>x</p>${tag('/_astro/film.js')}<script>early()</script>` +
        `<script data-after-paint="/_astro/header.js /_astro/grid.js">${AFTER_PAINT_LOADER}</script></body></html>`,
    );
  });

  it('leaves a page alone when no script waits for the load event', () => {
    const html = `<body>${tag('/_astro/film.js')}</body>`;
    expect(scriptsAfterPaint(html, () => false)).toBe(html);
  });

  it('adds the loader at the end of a fragment without a body', () => {
    expect(scriptsAfterPaint(tag('/a.js'), () => true)).toBe(
      `<script data-after-paint="/a.js">${AFTER_PAINT_LOADER}</script>`,
    );
  });
});

describe('importsAfterLoad', () => {
  it('recognises a bundle that imports the after-load chunk', () => {
    expect(importsAfterLoad('import{t as e}from"./after-load.Bppug1tO.js";e(t);')).toBe(true);
    expect(importsAfterLoad("import { t } from './after-load.a-B_9.js';")).toBe(true);
  });

  it('refuses a bundle that starts at once or only names the file', () => {
    expect(importsAfterLoad('import{t}from"./film-page.Ab.js";t();')).toBe(false);
    expect(importsAfterLoad('console.log("./after-load.js")')).toBe(false);
  });
});

describe('AFTER_PAINT_LOADER', () => {
  it('is a script the browser can parse', () => {
    expect(() => new Function(AFTER_PAINT_LOADER)).not.toThrow();
  });
});

describe('inlineSmallModules', () => {
  const bundles: Record<string, string> = {
    '/_astro/early.js': 'window.x=1;\n',
    '/_astro/imports.js': 'import{a}from"./a.js";a();',
    '/_astro/lazy.js': 'import("./a.js");',
    '/_astro/exports.js': 'export const a=1;',
    '/_astro/closes.js': 'const s="</script>";',
    '/_astro/big.js': `window.x="${'a'.repeat(3000)}";`,
  };
  const read = (src: string) => bundles[src] ?? null;

  it('writes a small script that imports nothing into the page', () => {
    expect(inlineSmallModules(`<p></p>${tag('/_astro/early.js')}`, read)).toBe(
      '<p></p><script type="module">window.x=1;</script>',
    );
  });

  it('keeps as files the scripts that import, export, are big, unknown or close a tag', () => {
    const html = [
      '/_astro/imports.js',
      '/_astro/lazy.js',
      '/_astro/exports.js',
      '/_astro/closes.js',
      '/_astro/big.js',
      '/_astro/missing.js',
    ]
      .map(tag)
      .join('');
    expect(inlineSmallModules(html, read)).toBe(html);
  });
});
