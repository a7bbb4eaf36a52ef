import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { importsAfterLoad, scriptsAfterPaint } from './after-paint-scripts.ts';

// The public pages' scripts start after the load event (or on a click), yet a module script is
// fetched at high priority as soon as the HTML names it, beside the stylesheet and the first
// images. Marked low, the browser fetches them after what the first paints need. Astro gives its
// bundled <script> tags no attribute of ours, so the built pages are rewritten once the build is
// done. The scripts that wait for the load event anyway leave the HTML altogether and are requested
// after the first paint (after-paint-scripts.ts). The admin pages are left alone: their app is the
// page, nothing paints before it.

const MODULE_SCRIPT = /<script type="module" src="/g;

export function lowerScriptPriority(html: string): string {
  return html.replace(MODULE_SCRIPT, '<script type="module" fetchpriority="low" src="');
}

/** Built HTML files under `dir`, relative to it with '/' separators, admin pages excluded. */
export function publicPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
    .sort();
}

/** Whether the built script at site path `src` (under `dir`) starts after the load event. */
function waitsForLoad(dir: string, src: string): boolean {
  const file = path.join(dir, src);
  return (
    src.startsWith('/_astro/') &&
    fs.existsSync(file) &&
    importsAfterLoad(fs.readFileSync(file, 'utf8'))
  );
}

/** Rewrites every public page under `dir`; returns the pages it went through. */
export function lowerPublicPages(dir: string): string[] {
  const pages = publicPages(dir);
  for (const page of pages) {
    const file = path.join(dir, page);
    const html = scriptsAfterPaint(fs.readFileSync(file, 'utf8'), (src) => waitsForLoad(dir, src));
    fs.writeFileSync(file, lowerScriptPriority(html));
  }
  return pages;
}

export function lowPriorityScripts(): AstroIntegration {
  return {
    name: 'filmfolio:low-priority-scripts',
    hooks: {
      'astro:build:done': ({ dir }) => {
        lowerPublicPages(fileURLToPath(dir));
      },
    },
  };
}
