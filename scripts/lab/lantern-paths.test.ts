import { describe, expect, it } from 'vitest';
import { scriptsOnFcpPath } from './lantern-paths.ts';

describe('scriptsOnFcpPath', () => {
  it("lists the scripts of each run's simulated FCP graph by path", () => {
    const graphs = [
      { requests: ['http://x/', 'http://x/_astro/Base.css'], cpuMs: 80 },
      { requests: ['http://x/', 'http://x/_astro/a.js?v=1', 'http://x/_astro/b.mjs'], cpuMs: 9 },
    ];
    expect(scriptsOnFcpPath(graphs)).toEqual([[], ['/_astro/a.js?v=1', '/_astro/b.mjs']]);
  });
});
