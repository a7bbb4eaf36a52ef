import { describe, expect, it } from 'vitest';
import { LAUREL_LEAVES, LAUREL_STEM, laurelSvg } from './laurel.ts';

describe('laurel', () => {
  it('is decorative: hidden from assistive technology, never focusable, no text', () => {
    const svg = laurelSvg('left', 'h-4');
    expect(svg).toMatch(
      /^<svg aria-hidden="true" focusable="false" viewBox="0 0 27 50" class="h-4">/,
    );
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
  });

  it('draws the right branch as the left one mirrored, in the text colour', () => {
    expect(laurelSvg('left', 'x')).not.toContain('transform');
    expect(laurelSvg('right', 'x')).toContain('transform="matrix(-1 0 0 1 27 0)"');
    expect(laurelSvg('right', 'x')).toContain('fill="currentColor"');
  });

  it('keeps every point of the branch inside its box, at either detail', () => {
    const numbers = `${LAUREL_STEM} ${LAUREL_LEAVES.page} ${LAUREL_LEAVES.card}`
      .replace(/[MAQZ]/g, ' ')
      .trim()
      .split(/\s+/)
      .map(Number);
    // Leaves: pairs of coordinates (the stem's arc flags and radii are small positive numbers).
    expect(numbers.every((n) => Number.isFinite(n) && n >= 0 && n <= 50)).toBe(true);
    // 6 pairs of leaves and a top leaf on the page, 4 pairs and a top leaf on the card.
    expect(LAUREL_LEAVES.page.match(/Z/g)).toHaveLength(13);
    expect(LAUREL_LEAVES.card.match(/Z/g)).toHaveLength(9);
    // The card's mark is on every landing page: whole units, no stem.
    expect(LAUREL_LEAVES.card).not.toMatch(/\./);
    expect(laurelSvg('left', 'x', 'card')).not.toContain('stroke');
  });
});
