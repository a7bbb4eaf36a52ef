import { describe, expect, it } from 'vitest';
import {
  EXPANSION_RATIO,
  EXPANSION_SLACK_BYTES,
  expansionCap,
  FREE_SPACE_MARGIN_BYTES,
} from './restore-limits.ts';

const GiB = 1024 ** 3;

describe('expansionCap', () => {
  it('allows a bounded multiple of the archive when the disk has room', () => {
    expect(expansionCap(1_500_000, 100 * GiB)).toBe(
      1_500_000 * EXPANSION_RATIO + EXPANSION_SLACK_BYTES,
    );
    // A 1.5 MB archive can never unpack to a gibibyte.
    expect(expansionCap(1_500_000, 100 * GiB)).toBeLessThan(GiB / 3);
  });

  it('never allows more than the free space less a margin', () => {
    expect(expansionCap(10 * GiB, 2 * GiB)).toBe(2 * GiB - FREE_SPACE_MARGIN_BYTES);
    expect(expansionCap(10 * GiB, 1000)).toBe(0);
  });
});
