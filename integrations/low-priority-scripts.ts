import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { importsAfterLoad, inlineSmallModules, scriptsAfterPaint } from './after-paint-scripts.ts';

// The public pages' scripts start after the load event (or on a click), yet a module script is
// fetched at high priority as soon as the HTML names it, beside the stylesheet and the first
// images. Marked low, the browser fetches them after what the first paints need. Astro gives its
// bundled <script> tags no attribute of ours, so the built pages are rewritten once the build is
// done. The scripts that wait for the load event anyway leave the HTML altogether and are requested
// after the first paint, and a small self-contained one is written into the page
// (after-paint-scripts.ts). The admin pages are left alone: their app is the page, nothing paints
// before it.

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

/** The built script at site path `src` (under `dir`), or null if it is not one of ours. */
function bundle(dir: string, src: string): string | null {
  const file = path.join(dir, src);
  return src.startsWith('/_astro/') && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/** Rewrites every public page under `dir`; returns the pages it went through. */
export function lowerPublicPages(dir: string): string[] {
  const pages = publicPages(dir);
  for (const page of pages) {
    const file = path.join(dir, page);
    const read = (src: string) => bundle(dir, src);
    const html = scriptsAfterPaint(fs.readFileSync(file, 'utf8'), (src) =>
      importsAfterLoad(read(src) ?? ''),
    );
    fs.writeFileSync(file, lowerScriptPriority(inlineSmallModules(html, read)));
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
