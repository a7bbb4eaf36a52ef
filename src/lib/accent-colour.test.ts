import { describe, expect, it } from 'vitest';
import {
  ACCENT_PRESETS,
  accentContrast,
  accentOf,
  accentProblem,
  contrastRatio,
  DEFAULT_ACCENT,
  isHexColour,
  relativeLuminance,
} from './accent-colour.ts';

describe('the WCAG contrast arithmetic', () => {
  it('gives the known extremes and values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // WebAIM's checker: #777777 on white is 4.48:1, just under AA.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('measures the accent against its darkest and lightest background', () => {
    expect(accentContrast(DEFAULT_ACCENT)).toBeCloseTo(contrastRatio(DEFAULT_ACCENT, '#141418'), 5);
    expect(accentContrast(DEFAULT_ACCENT)).toBeGreaterThan(10);
  });
});

describe('accentProblem (the form and the server refuse with it)', () => {
  it('accepts the default, every preset and an empty value', () => {
    expect(accentProblem('')).toBeNull();
    for (const preset of ACCENT_PRESETS) expect(accentProblem(preset)).toBeNull();
    expect(accentProblem('#FF7A59')).toBeNull();
  });

  it('refuses what is not a colour', () => {
    for (const value of ['red', '#fff', '#gggggg', 'f2b84b', '#f2b84b00', 'url(x)', '#f2b84b;']) {
      expect(accentProblem(value)).toBe('accent_invalid');
    }
  });

  it('refuses a colour under 3:1 as a control', () => {
    // Dark blue on near-black: about 1.5:1.
    expect(accentProblem('#1a237e')).toBe('accent_control_contrast');
    expect(accentProblem('#0a0a0c')).toBe('accent_control_contrast');
  });

  it('refuses a colour between 3:1 and 4.5:1 as text', () => {
    // #6b6b6b is about 3.6:1 on #0a0a0c and less on the panel.
    const contrast = accentContrast('#6b6b6b');
    expect(contrast).toBeGreaterThanOrEqual(3);
    expect(contrast).toBeLessThan(4.5);
    expect(accentProblem('#6b6b6b')).toBe('accent_text_contrast');
  });

  it('draws the line at 4.5:1 exactly', () => {
    // Find the darkest grey that passes, then check its neighbour below fails.
    let grey = 0;
    while (accentContrast(hexGrey(grey)) < 4.5) grey += 1;
    expect(accentProblem(hexGrey(grey))).toBeNull();
    expect(accentProblem(hexGrey(grey - 1))).toBe('accent_text_contrast');
  });
});

describe('accentOf (what the pages write)', () => {
  it('keeps a passing colour, in lower case', () => {
    expect(accentOf('#FF7A59')).toBe('#ff7a59');
  });

  it('falls back to the default for nothing, junk or a colour that fails', () => {
    expect(accentOf('')).toBe(DEFAULT_ACCENT);
    expect(accentOf(null)).toBe(DEFAULT_ACCENT);
    expect(accentOf('red;} body{display:none')).toBe(DEFAULT_ACCENT);
    expect(accentOf('#1a237e')).toBe(DEFAULT_ACCENT);
  });

  it('only ever answers #rrggbb', () => {
    for (const value of ['', '#abcdef', 'x', '#ABCDEF'])
      expect(isHexColour(accentOf(value))).toBe(true);
  });
});

function hexGrey(level: number): string {
  const part = level.toString(16).padStart(2, '0');
  return `#${part}${part}${part}`;
}
