import { describe, expect, it } from 'vitest';
import { type BenchRow, median, range, ratio, renderTable } from './table.ts';

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

  it('shows the lowest and highest run beside each median when given', () => {
    const spread = { ours: range([12, 10, 30]), reference: range([5, 4, 6]) };
    expect(spread.ours).toEqual([10, 30]);
    const line = renderTable([{ ...row(12, 5), spread }]).split('\n')[2];
    expect(line).toBe('| m | ms | 12.0 (10.0–30.0) | 5 (4–6) | 2.4 | floor |');
  });
});
