import { describe, expect, it } from 'vitest';
import { DEFAULT_GRACE_MS, graceMsFrom } from './shutdown.ts';

// The signal handling itself runs against the real server process in tests/ops/shutdown.test.ts.
describe('SHUTDOWN_GRACE_MS', () => {
  it('is 10 s unless a whole number of milliseconds is given', () => {
    expect(DEFAULT_GRACE_MS).toBe(10_000);
    expect(graceMsFrom(undefined)).toBe(10_000);
    expect(graceMsFrom('')).toBe(10_000);
    expect(graceMsFrom('soon')).toBe(10_000);
    expect(graceMsFrom('-5')).toBe(10_000);
    expect(graceMsFrom('2500')).toBe(2500);
  });
});
