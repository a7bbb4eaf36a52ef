import { describe, expect, it } from 'vitest';
import type { PageFigures } from '../bench/lighthouse.ts';
import { ratio } from '../bench/table.ts';
import { beaconRows } from './beacon.ts';

const figures = (score: number, fcp: number, totalBytes: number): PageFigures => ({
  score,
  fcp,
  lcp: fcp * 2,
  tbt: 0,
  cls: 0,
  speedIndex: fcp,
  totalBytes,
  jsBytes: 0,
  requests: 10,
});

describe('the audience beacon rows', () => {
  it('compares the medians with the beacon against those without, with each side spread', () => {
    const on = [figures(92, 900, 10240), figures(95, 850, 12288), figures(90, 1000, 11264)];
    const off = [figures(94, 800, 9216), figures(93, 880, 9216), figures(96, 820, 10240)];
    const rows = beaconRows(on, off);
    const score = rows.find((r) => r.measure.startsWith('landing performance score'));
    expect(score).toMatchObject({ ours: 92, reference: 94, spread: { ours: [90, 95] } });
    const fcp = rows.find((r) => r.measure.startsWith('landing FCP'));
    expect(fcp && ratio(fcp)).toBeCloseTo(900 / 820);
    const bytes = rows.find((r) => r.measure.startsWith('landing total bytes'));
    expect(bytes).toMatchObject({ ours: 11, reference: 9, unit: 'KB' });
    expect(rows.every((r) => r.measure.includes('median of 3'))).toBe(true);
  });
});
