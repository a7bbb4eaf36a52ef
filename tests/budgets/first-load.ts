import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

export interface ScriptCost {
  /** Site path (/_astro/x.js) or `inline #n` for a script in the HTML itself. */
  source: string;
  gzipBytes: number;
}

const ATTRIBUTE_URLS = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
  /<astro-island\b[^>]*\bcomponent-url="([^"]+)"/g,
  /<astro-island\b[^>]*\brenderer-url="([^"]+)"/g,
];
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

function decodeAttribute(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}

/** Same-origin URLs the landing HTML makes the browser fetch (or may, for islands) as JavaScript. */
export function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const pattern of ATTRIBUTE_URLS) {
    for (const match of html.matchAll(pattern)) {
      const url = decodeAttribute(match[1] ?? '');
      if (url.startsWith('/') && !url.startsWith('//')) urls.add(url.split(/[?#]/)[0] ?? url);
    }
  }
  return [...urls];
}

export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '').filter((s) => s.trim() !== '');
}

/**
 * The landing page's first-load JavaScript: every script it references (module preloads and
 * island component and renderer URLs included) plus everything those import statically, each
 * file gzipped once. Dynamic imports (pdf.js, players) are excluded: they load later, on demand.
 */
export async function firstLoadScripts(
  distDir: string,
  page = 'index.html',
): Promise<ScriptCost[]> {
  await init;
  const html = fs.readFileSync(path.join(distDir, page), 'utf8');
  const costs: ScriptCost[] = inlineScripts(html).map((code, i) => ({
    source: `inline #${i + 1}`,
    gzipBytes: gzipSync(code, { level: 9 }).length,
  }));
  const seen = new Set<string>();
  const queue = entryScripts(html);
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
      // d === -1: a static import, fetched before the module runs.
      if (entry.d !== -1 || !entry.n) continue;
      const target = new URL(entry.n, `http://site${url}`);
      if (target.host === 'site') queue.push(target.pathname);
    }
  }
  return costs;
}

export function totalBytes(costs: ScriptCost[]): number {
  return costs.reduce((sum, c) => sum + c.gzipBytes, 0);
}
