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

/** The contents of a page's <style> elements, in order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
}

/**
 * The CSS a page carries: its <style> elements and the stylesheets it links (read from the built
 * site), summed; `sheets` counts both.
 */
export function cssSize(distDir: string, html: string): Size & { sheets: number } {
  const files = stylesheets(html);
  const inline = inlineStyles(html);
  const css = Buffer.concat([
    ...inline.map((text) => Buffer.from(text)),
    ...files.map((f) => fs.readFileSync(path.join(distDir, f))),
  ]);
  return { ...sizeOf(css), sheets: inline.length + files.length };
}
