import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process.ts';
import { entryScripts, firstLoadScripts, inlineScripts, totalBytes } from './first-load.ts';

const BUDGET_BYTES = 100 * 1024;
const DIST = path.join(ROOT, 'dist');

describe('first-load JavaScript budget of the landing page', () => {
  it('finds scripts in src, module preloads, islands and inline tags', () => {
    const html = `<script type="module" src="/_astro/a.js"></script>
      <link rel="modulepreload" href="/_astro/b.js">
      <astro-island component-url="/_astro/c.js" renderer-url="/_astro/d.js"></astro-island>
      <script src="https://other.example/x.js"></script>
      <script>console.log(1)</script><script type="application/ld+json">{}</script>`;
    expect(entryScripts(html).sort()).toEqual([
      '/_astro/a.js',
      '/_astro/b.js',
      '/_astro/c.js',
      '/_astro/d.js',
    ]);
    expect(inlineScripts(html)).toEqual(['console.log(1)']);
  });

  it('stays within 100 KB gzip, static imports included', async () => {
    expect(
      fs.existsSync(path.join(DIST, 'index.html')),
      'dist/index.html (run the build first)',
    ).toBe(true);
    const costs = await firstLoadScripts(DIST);
    const total = totalBytes(costs);
    const lines = costs.map(
      (c) => `  ${(c.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${c.source}`,
    );
    console.log(
      `first-load JS of /: ${(total / 1024).toFixed(1)} KB gzip in ${costs.length} files (budget 100 KB)\n${lines.join('\n')}`,
    );
    // The page hydrates React islands: finding no script at all means the scan missed them.
    expect(costs.some((c) => c.source.startsWith('/'))).toBe(true);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
