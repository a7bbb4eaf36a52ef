import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from the first delay and stops at the longest', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(7)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(1000)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(0)).toBe(FIRST_RETRY_MS);
  });

  it('takes a shorter first delay (tests)', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, 50))).toEqual([50, 100, 200]);
  });
});
