import { describe, expect, it } from 'vitest';
import { type BreakdownResult, describeFloorRatio, PAGES, traceRuns } from './breakdown.ts';
import type { GroupTimes } from './main-thread.ts';
import type { TracedLoad } from './trace.ts';

const load = (blockingTime: number): TracedLoad => ({
  breakdown: {
    groups: {} as GroupTimes,
    total: 0,
    wallTotal: 0,
    byName: [],
    longTasks: [],
    blockingTime,
  },
  domNodes: 0,
  work: { layouts: 0, layoutObjects: 0, restyledElements: 0, paints: 0 },
});

const result = (blocking: Record<(typeof PAGES)[number], number[]>): BreakdownResult => ({
  label: 'demo',
  pages: PAGES.map((page) => {
    const runs = blocking[page].map(load);
    const sorted = [...blocking[page]].sort((a, b) => a - b);
    return {
      page,
      runs,
      groups: {} as GroupTimes,
      total: 0,
      wallTotal: 0,
      blockingTime: sorted[Math.floor(sorted.length / 2)] ?? 0,
      domNodes: 0,
      work: runs[0]?.work ?? load(0).work,
    };
  }),
});

describe('landing breakdown options and floor line', () => {
  it('reads --trace-runs=N, keeps the default without it and refuses a bad number', () => {
    expect(traceRuns(['node', 'run.ts', '--landing'], 7)).toBe(7);
    expect(traceRuns(['--landing', '--trace-runs=11'], 7)).toBe(11);
    expect(() => traceRuns(['--trace-runs=0'], 7)).toThrow(/whole number/);
    expect(() => traceRuns(['--trace-runs=2.5'], 7)).toThrow(/whole number/);
    expect(() => traceRuns(['--trace-runs='], 7)).toThrow(/whole number/);
  });

  it('prints the JavaScript-off page against the bare page, as medians and load by load', () => {
    const line = describeFloorRatio(
      result({
        'JavaScript on': [300, 310, 320],
        'JavaScript off': [150, 210, 190],
        'bare page (same CSS)': [100, 20, 95],
      }),
    );
    expect(line).toContain('JavaScript off 190 ms against the bare page');
    expect(line).toContain("bare page's 95 ms = 2.00x (goal: at most 2x)");
    expect(line).toContain('JavaScript off: 150 210 190; bare page: 100 20 95');
  });
});
