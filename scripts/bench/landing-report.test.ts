import { describe, expect, it } from 'vitest';
import { landingGoals, reactBeforePaint, summariseLongTasks } from './landing-report.ts';
import type { PageFigures, RunDetail } from './lighthouse.ts';

const figures = (over: Partial<PageFigures> = {}): PageFigures => ({
  score: 100,
  fcp: 900,
  lcp: 1500,
  tbt: 40,
  cls: 0,
  speedIndex: 900,
  totalBytes: 100_000,
  jsBytes: 10_000,
  requests: 20,
  ...over,
});

const run = (over: Partial<RunDetail> = {}, figureOver: Partial<PageFigures> = {}): RunDetail => ({
  figures: figures(figureOver),
  longTasks: [],
  scripts: [],
  observedFcp: 300,
  observedLcp: 500,
  ...over,
});

const REACT = new Set(['/_astro/client.abc.js']);

describe('landing report', () => {
  it('groups long tasks by script, counting runs, tasks and the longest', () => {
    const summary = summariseLongTasks([
      run({
        longTasks: [
          { url: 'http://127.0.0.1:1/_astro/a.js', duration: 80, startTime: 1 },
          { url: 'http://127.0.0.1:1/_astro/a.js', duration: 120, startTime: 2 },
        ],
      }),
      run({ longTasks: [{ url: 'http://127.0.0.1:2/_astro/a.js', duration: 60, startTime: 1 }] }),
      run({ longTasks: [{ url: 'Unattributable', duration: 300, startTime: 1 }] }),
    ]);
    expect(summary).toEqual([
      { source: 'Unattributable', runs: 1, count: 1, longest: 300 },
      { source: '/_astro/a.js', runs: 2, count: 3, longest: 120 },
    ]);
  });

  it('finds React requested before a paint, not after', () => {
    const early = run({
      scripts: [{ url: 'http://x/_astro/client.abc.js', transferSize: 1, requestStart: 400 }],
    });
    const late = run({
      scripts: [{ url: 'http://x/_astro/client.abc.js', transferSize: 1, requestStart: 900 }],
    });
    const other = run({
      scripts: [{ url: 'http://x/_astro/other.js', transferSize: 1, requestStart: 10 }],
    });
    expect(reactBeforePaint([early, late, other], REACT)).toBe(1);
  });

  it('checks the goals on medians against the floor', () => {
    const floor = [run({}, { tbt: 100 }), run({}, { tbt: 120 }), run({}, { tbt: 110 })];
    const met = landingGoals(
      [run({}, { tbt: 130 }), run({}, { tbt: 150 }), run({}, { tbt: 140 })],
      floor,
      REACT,
    );
    expect(met.every((g) => g.met)).toBe(true);
    const missed = landingGoals(
      [
        run({}, { tbt: 200, score: 96, fcp: 1000 }),
        run({}, { tbt: 200, score: 100, fcp: 1000 }),
        run({}, { tbt: 200, score: 97, fcp: 1000 }),
      ],
      floor,
      REACT,
    );
    expect(missed.filter((g) => !g.met).map((g) => g.goal)).toEqual([
      'TBT at most the floor + 30 ms',
      'score 100 in at least 3 of 3 runs',
      'FCP at most 1.1x the floor',
    ]);
  });
});
