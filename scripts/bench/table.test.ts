import { describe, expect, it } from 'vitest';
import { type BenchRow, median, ratio, renderTable } from './table.ts';

const row = (ours: number, reference: number): BenchRow => ({
  measure: 'm',
  unit: 'ms',
  ours,
  reference,
  against: 'floor',
});

describe('bench table', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('divides ours by the reference, and says when the floor is zero', () => {
    expect(ratio(row(30, 10))).toBe(3);
    expect(ratio(row(0, 0))).toBe(1);
    expect(ratio(row(5, 0))).toBe(Number.POSITIVE_INFINITY);
    expect(renderTable([row(5, 0)])).toContain('∞ (floor is 0)');
  });

  it('prints one Markdown line per measure', () => {
    const table = renderTable([row(1234.5, 617.25), row(0.5, 0.25)]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toBe('| m | ms | 1235 | 617 | 2 | floor |');
    expect(table[3]).toBe('| m | ms | 0.5 | 0.25 | 2 | floor |');
  });
});
