import { describe, expect, it } from 'vitest';
import { awardLines, creditsOf, NO_CREDITS, yearMax } from './credits.ts';

describe('credits', () => {
  it('stores trimmed text, blank as none, and a number year only', () => {
    expect(creditsOf({ director: '  Agnès ', camera: '  ', year: 2024 })).toEqual({
      ...NO_CREDITS,
      director: 'Agnès',
      year: 2024,
    });
    expect(creditsOf({})).toEqual(NO_CREDITS);
  });

  it('reads festivals and awards one per line, blank lines dropped', () => {
    expect(awardLines(' Cannes \r\n\nBerlin\n  ')).toEqual(['Cannes', 'Berlin']);
    expect(awardLines(null)).toEqual([]);
  });

  it('allows up to next year', () => {
    expect(yearMax(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });
});
