import { describe, expect, it } from 'vitest';
import { initialPaused } from './previews-paused.ts';

describe('previews paused at start', () => {
  it('plays by default', () => {
    expect(initialPaused(null, false, false)).toBe(false);
  });

  it('starts paused under reduced motion or when the browser saves data', () => {
    expect(initialPaused(null, true, false)).toBe(true);
    expect(initialPaused(null, false, true)).toBe(true);
  });

  it("keeps the visitor's choice for the visit over the defaults", () => {
    expect(initialPaused('1', false, false)).toBe(true);
    expect(initialPaused('0', true, true)).toBe(false);
  });
});
