import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { DerivedKindName } from '../../../src/lib/derived/kinds.ts';
import { createRebuildSignal } from './rebuild-signal.ts';

describe('the rebuild signal of derived files', () => {
  it('gives one rebuild for the files made within its window, naming their kinds', async () => {
    const rebuilds: Array<ReadonlySet<DerivedKindName>> = [];
    const signal = createRebuildSignal((kinds) => rebuilds.push(kinds), 60);
    signal.made('preview');
    signal.made('image-variants');
    signal.made('preview');
    signal.made('light');
    signal.made('thumbnail');
    expect(rebuilds).toHaveLength(0);
    await sleep(150);
    expect(rebuilds).toHaveLength(1);
    expect([...(rebuilds[0] ?? [])].sort()).toEqual([
      'image-variants',
      'light',
      'preview',
      'thumbnail',
    ]);
    // A file made after the window gives a rebuild of its own.
    signal.made('light');
    await sleep(150);
    expect(rebuilds).toHaveLength(2);
    signal.close();
  });

  it('asks at close for what it gathered, then for nothing more', async () => {
    let rebuilds = 0;
    const signal = createRebuildSignal(() => {
      rebuilds += 1;
    }, 10_000);
    signal.made('preview');
    signal.close();
    expect(rebuilds).toBe(1);
    signal.made('preview');
    signal.flush();
    await sleep(20);
    expect(rebuilds).toBe(1);
  });
});
