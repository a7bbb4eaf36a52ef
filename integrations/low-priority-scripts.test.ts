import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER } from './after-paint-scripts.ts';
import { lowerPublicPages, lowerScriptPriority } from './low-priority-scripts.ts';

describe('lowerScriptPriority', () => {
  it('marks every bundled module script low, and nothing else', () => {
    const html =
      '<script type="application/ld+json">{}</script><script type="module" src="/_astro/a.js"></script>' +
      '<p>type="module" src="</p><script type="module" src="/_astro/b.js"></script><script>x()</script>';
    expect(lowerScriptPriority(html)).toBe(
      '<script type="application/ld+json">{}</script><script type="module" fetchpriority="low" src="/_astro/a.js"></script>' +
        '<p>type="module" src="</p><script type="module" fetchpriority="low" src="/_astro/b.js"></script><script>x()</script>',
    );
  });
});

describe('lowerPublicPages', () => {
  it('rewrites every built page but the admin ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'low-priority-'));
    try {
      const script = '<script type="module" src="/_astro/a.js"></script>';
      const pages = [
        'index.html',
        '404.html',
        'films/un-film/index.html',
        'mentions-legales/index.html',
        'admin/index.html',
        'admin/dashboard/index.html',
      ];
      for (const page of pages) {
        fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
        fs.writeFileSync(path.join(dir, page), script);
      }
      fs.writeFileSync(path.join(dir, 'notes.txt'), script);
      expect(lowerPublicPages(dir)).toEqual([
        '404.html',
        'films/un-film/index.html',
        'index.html',
        'mentions-legales/index.html',
      ]);
      const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
      for (const page of pages) {
        expect(read(page)).toBe(page.startsWith('admin/') ? script : lowerScriptPriority(script));
      }
      expect(read('notes.txt')).toBe(script);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('lowerPublicPages with scripts that wait for the load event', () => {
  it('moves those into the after-paint loader, inlines a small self-contained one, lowers the others', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'low-priority-'));
    try {
      fs.mkdirSync(path.join(dir, '_astro'));
      fs.writeFileSync(
        path.join(dir, '_astro', 'header.js'),
        'import{t as e}from"./after-load.Bppug1tO.js";e(()=>{});',
      );
      fs.writeFileSync(path.join(dir, '_astro', 'film.js'), 'import{p}from"./play.js";p();');
      fs.writeFileSync(path.join(dir, '_astro', 'early.js'), 'addEventListener("click",f);\n');
      const page =
        '<body><script type="module" src="/_astro/header.js"></script>' +
        '<script type="module" src="/_astro/early.js"></script>' +
        '<script type="module" src="/_astro/film.js"></script></body>';
      fs.writeFileSync(path.join(dir, 'index.html'), page);
      lowerPublicPages(dir);
      expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(
        '<body><script type="module">addEventListener("click",f);</script>' +
          '<script type="module" fetchpriority="low" src="/_astro/film.js"></script>' +
          `<script data-after-paint="/_astro/header.js">${AFTER_PAINT_LOADER}</script></body>`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
