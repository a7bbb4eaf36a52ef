// The display typeface: Instrument Serif (SIL Open Font License 1.1, from the npm package
// @fontsource/instrument-serif), for the owner's name, the headings and the film titles; the body
// stays on the system stack. A narrow, high-contrast serif, in the spirit of a film's title card.
// One file, the Latin subset (French accents, œ, the typographic quotes), 400 only: a heavier
// weight would be a second file and a synthetic bold would smear the hairlines.
//
// Its fallback is a local Times-metric serif (Times New Roman on Windows and macOS, Liberation
// Serif, metric-compatible with it, on Linux) scaled to Instrument Serif's width and given its
// vertical metrics, so the swap when the file arrives moves no line: the page's CLS stays 0
// (tests/e2e/display-font.test.ts). The figures come from the two fonts' own tables, as Next.js
// and Capsize compute them: size-adjust is the ratio of the advance widths of a French sample
// ("Camille Moreau Chef Opérateur Portfolio Films Le dernier été, Publicité Contact à propos")
// at the same size, 29.911 em against 36.185 em; each override is the face's metric
// (ascent 990, descent 310, line gap 0 per 1000 units) divided by that ratio.

export const DISPLAY_FAMILY = 'Instrument Serif';
export const FALLBACK_FAMILY = 'Instrument Serif Fallback';

export const FALLBACK_METRICS = {
  sizeAdjust: '82.66%',
  ascentOverride: '119.77%',
  descentOverride: '37.5%',
  lineGapOverride: '0%',
} as const;

/** Fontsource's Latin subset: what the file holds, so the browser never asks it for other text. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The two @font-face rules, for the file at `url` (the build's hashed address of the woff2). */
export function displayFontCss(url: string): string {
  const m = FALLBACK_METRICS;
  return [
    `@font-face{font-family:"${DISPLAY_FAMILY}";font-style:normal;font-weight:400;font-display:swap;src:url(${JSON.stringify(url)}) format("woff2");unicode-range:${LATIN_RANGE}}`,
    `@font-face{font-family:"${FALLBACK_FAMILY}";src:local("Times New Roman"),local("TimesNewRomanPSMT"),local("Liberation Serif"),local("LiberationSerif");size-adjust:${m.sizeAdjust};ascent-override:${m.ascentOverride};descent-override:${m.descentOverride};line-gap-override:${m.lineGapOverride}}`,
  ].join('');
}
