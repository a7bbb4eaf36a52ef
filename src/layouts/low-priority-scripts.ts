import fs from 'node:fs';
import type { AstroIntegration } from 'astro';

// The landing page's scripts start after the load event, yet a module script is fetched at high
// priority as soon as the HTML names it, beside the stylesheet and the first thumbnails. Marked
// low, the browser fetches them after what the first paints need. Astro gives its bundled
// <script> tags no attribute of ours, so the built page is rewritten once the build is done.

const MODULE_SCRIPT = /<script type="module" src="/g;

export function lowerScriptPriority(html: string): string {
  return html.replace(MODULE_SCRIPT, '<script type="module" fetchpriority="low" src="');
}

/** pages: built files relative to the output folder, e.g. 'index.html'. */
export function lowPriorityScripts(pages: readonly string[]): AstroIntegration {
  return {
    name: 'filmfolio:low-priority-scripts',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const page of pages) {
          const file = new URL(page, dir);
          if (!fs.existsSync(file)) continue;
          fs.writeFileSync(file, lowerScriptPriority(fs.readFileSync(file, 'utf8')));
        }
      },
    },
  };
}
