import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

export interface ScriptCost {
  /** Site path (/_astro/x.js) or `inline #n` for a script in the HTML itself. */
  source: string;
  gzipBytes: number;
}

/** What the browser fetches as the page loads, before any interaction or scroll. */
const EAGER_URLS = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
];
/** Astro islands, if a page has any: fetched when their directive fires (client:visible). */
const ISLAND_URLS = [
  /<astro-island\b[^>]*\bcomponent-url="([^"]+)"/g,
  /<astro-island\b[^>]*\brenderer-url="([^"]+)"/g,
];

/**
 * Modules a page script imports when their section comes near
 * (src/components/site/near-sections.ts), named by their source file: the CV viewer and the
 * contact form.
 */
export const ON_SCROLL_MODULES = ['cv-viewer', 'contact-form'] as const;

export function isOnScrollModule(url: string): boolean {
  const file = path.posix.basename(url);
  return ON_SCROLL_MODULES.some((name) => file.startsWith(`${name}.`));
}

/** 'eager': before any click or scroll; 'on-scroll': adding what the page fetches when scrolled. */
export type Scope = 'eager' | 'on-scroll';
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

function decodeAttribute(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}

/**
 * Same-origin URLs the landing HTML makes the browser fetch as JavaScript: as it loads or just
 * after its first paint, with no interaction ('eager'), or also when its islands, if any, hydrate
 * ('on-scroll').
 */
export function entryScripts(html: string, scope: Scope = 'on-scroll'): string[] {
  const urls = new Set<string>();
  const patterns = scope === 'eager' ? EAGER_URLS : [...EAGER_URLS, ...ISLAND_URLS];
  const found = patterns.flatMap((pattern) => [...html.matchAll(pattern)].map((m) => m[1] ?? ''));
  for (const raw of found) {
    const url = decodeAttribute(raw);
    if (url.startsWith('/') && !url.startsWith('//')) urls.add(url.split(/[?#]/)[0] ?? url);
  }
  return [...urls];
}

export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '').filter((s) => s.trim() !== '');
}

/**
 * The landing page's first-load JavaScript: every script it references in `scope`, what those
 * import dynamically at their top level (the on-scroll modules only in 'on-scroll'), and
 * everything all of these import statically, each file gzipped once. Deeper dynamic imports (the
 * player dialog, pdf.js, the grid drawn again for a changed list) are excluded: they load on demand.
 */
export async function firstLoadScripts(
  distDir: string,
  page = 'index.html',
  scope: Scope = 'on-scroll',
): Promise<ScriptCost[]> {
  await init;
  const html = fs.readFileSync(path.join(distDir, page), 'utf8');
  const costs: ScriptCost[] = inlineScripts(html).map((code, i) => ({
    source: `inline #${i + 1}`,
    gzipBytes: gzipSync(code, { level: 9 }).length,
  }));
  const seen = new Set<string>();
  // Only page scripts start with the page; an island's dynamic imports wait for the island.
  const pageScripts = new Set(entryScripts(html, 'eager'));
  const queue = entryScripts(html, scope);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(distDir, decodeURIComponent(url));
    if (!file.startsWith(distDir) || !fs.existsSync(file)) {
      throw new Error(`landing page references ${url}, which is not in ${distDir}`);
    }
    const code = fs.readFileSync(file, 'utf8');
    costs.push({ source: url, gzipBytes: gzipSync(code, { level: 9 }).length });
    const [imports] = parse(code);
    for (const entry of imports) {
      // d === -1: a static import, fetched before the module runs. A page entry's own dynamic
      // imports are the rest of its start (loaded after the load event), so they count too,
      // but for the on-scroll modules, which wait for their section; deeper ones wait for the
      // visitor (the player dialog, the grid drawn again, pdf.js).
      const startsWithPage = entry.d > -1 && pageScripts.has(url);
      if ((entry.d !== -1 && !startsWithPage) || !entry.n) continue;
      const target = new URL(entry.n, `http://site${url}`);
      if (target.host !== 'site') continue;
      if (startsWithPage && isOnScrollModule(target.pathname) && scope === 'eager') continue;
      queue.push(target.pathname);
    }
  }
  return costs;
}

export function totalBytes(costs: ScriptCost[]): number {
  return costs.reduce((sum, c) => sum + c.gzipBytes, 0);
}
