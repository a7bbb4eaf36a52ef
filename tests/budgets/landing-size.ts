import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Raw and gzip bytes of some text, as the server sends it compressed. */
export interface Size {
  bytes: number;
  gzipBytes: number;
}

export function sizeOf(text: string | Buffer): Size {
  const buffer = typeof text === 'string' ? Buffer.from(text) : text;
  return { bytes: buffer.length, gzipBytes: gzipSync(buffer, { level: 9 }).length };
}

/** Same-origin stylesheets a page links (/_astro/x.css), in order. */
export function stylesheets(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="stylesheet"/i.test(tag)) continue;
    const href = /\bhref="(\/[^"]+)"/i.exec(tag)?.[1];
    if (href) found.push(href);
  }
  return found;
}

/** The CSS a page links, read from the built site, summed over its stylesheets. */
export function cssSize(distDir: string, html: string): Size & { files: number } {
  const files = stylesheets(html);
  const css = Buffer.concat(files.map((f) => fs.readFileSync(path.join(distDir, f))));
  return { ...sizeOf(css), files: files.length };
}
