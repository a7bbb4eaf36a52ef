import { describe, expect, it } from 'vitest';
import { growOf, justifiedRows, stillSizes } from './justified-rows.ts';

const SCOPE = 2.39;
const stills = [
  { width: 2390, height: 1000 },
  { width: 1920, height: 1080 },
  { width: 800, height: 1000 },
  { width: 1000, height: 1000 },
  { width: 4096, height: 1714 },
];
const options = { columnWidth: 976, targetHeight: 260, gap: 8 };

describe('justified rows', () => {
  it('keeps each still own aspect, to the pixel', () => {
    for (const row of justifiedRows(stills, options)) {
      for (const item of row.items) {
        const still = stills[item.index] as { width: number; height: number };
        expect(item.width / item.height).toBeCloseTo(still.width / still.height, 6);
      }
    }
  });

  it('fills the column exactly in every closed row, all stills of a row one height', () => {
    const rows = justifiedRows(stills, options);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.filter((r) => r.filled)) {
      const used = row.items.reduce((sum, item) => sum + item.width, 0);
      expect(used + options.gap * (row.items.length - 1)).toBeCloseTo(options.columnWidth, 6);
      expect(new Set(row.items.map((item) => item.height)).size).toBe(1);
      // Never taller than aimed: a row closes once it is wide enough.
      expect(row.height).toBeLessThanOrEqual(options.targetHeight + 1e-9);
    }
  });

  it('keeps the order set, and leaves a short last row at the target height', () => {
    const rows = justifiedRows(stills, options);
    expect(rows.flatMap((row) => row.items.map((item) => item.index))).toEqual([0, 1, 2, 3, 4]);
    const last = justifiedRows([{ width: 800, height: 1000 }], options);
    expect(last).toEqual([
      { items: [{ index: 0, width: 208, height: 260 }], height: 260, filled: false },
    ]);
    expect(justifiedRows([], options)).toEqual([]);
  });

  it('gives a very wide still a row of its own', () => {
    const rows = justifiedRows(
      [
        { width: 9000, height: 1000 },
        { width: 1000, height: 1000 },
      ],
      options,
    );
    expect(rows.map((row) => row.items.length)).toEqual([1, 1]);
    expect(rows[0]?.height).toBeCloseTo(976 / 9, 6);
  });

  it('grows each still by its aspect and sizes it by its share of the column', () => {
    expect(growOf({ width: 2390, height: 1000 })).toBe(SCOPE);
    expect(growOf({ width: 800, height: 1000 })).toBe(0.8);
    expect(stillSizes(488, 976)).toBe(
      '(min-width: 768px) min(calc((100vw - 48px) * 0.5), 488px), calc(100vw - 32px)',
    );
    expect(stillSizes(2000, 976)).toContain('976px');
  });
});
