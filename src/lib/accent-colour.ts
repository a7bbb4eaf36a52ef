// The owner's accent colour (Couleur d'accent, Paramètres du site): one CSS custom property the
// pages use for links, the current section and the buttons (src/styles/site-rules.css). The
// form and the server refuse a colour the site's dark background would make hard to read
// (WCAG 2.2: 4.5:1 for text, 3:1 for controls), with the same rule. Pure, no DOM.

/** The accent the product ships with, used while the owner has chosen none. */
export const DEFAULT_ACCENT = '#f2b84b';

/** The backgrounds the accent is drawn on: the page and the panels (site-rules.css). */
export const ACCENT_BACKGROUNDS = ['#0a0a0c', '#141418'] as const;

/** A few colours that read well on the dark background, offered beside the colour input. */
export const ACCENT_PRESETS = [
  '#f2b84b',
  '#e8e2d0',
  '#ff7a59',
  '#7cc4ff',
  '#8fd694',
  '#d9a6ff',
] as const;

export const TEXT_CONTRAST_MIN = 4.5;
export const CONTROL_CONTRAST_MIN = 3;

const HEX = /^#[0-9a-f]{6}$/i;

/** True for "#rrggbb", the one form the colour input gives and the pages write. */
export const isHexColour = (value: string): boolean => HEX.test(value);

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** WCAG 2.2 relative luminance of an sRGB colour "#rrggbb". */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The accent's weakest contrast against the backgrounds it is drawn on. */
export const accentContrast = (hex: string): number =>
  Math.min(...ACCENT_BACKGROUNDS.map((background) => contrastRatio(hex, background)));

export type AccentProblem = 'accent_invalid' | 'accent_text_contrast' | 'accent_control_contrast';

/**
 * Why a colour cannot be the accent, or null when it can (an empty value is the default accent).
 * The accent is text (links, the current section) and a control (buttons, focus rings): under 3:1
 * it fails both, under 4.5:1 it still fails as text.
 */
export function accentProblem(value: string): AccentProblem | null {
  if (value === '') return null;
  if (!isHexColour(value)) return 'accent_invalid';
  const contrast = accentContrast(value.toLowerCase());
  if (contrast < CONTROL_CONTRAST_MIN) return 'accent_control_contrast';
  if (contrast < TEXT_CONTRAST_MIN) return 'accent_text_contrast';
  return null;
}

/** The colour the pages use: the owner's when it passes, else the default. */
export function accentOf(value: string | null | undefined): string {
  const chosen = (value ?? '').trim().toLowerCase();
  return chosen !== '' && accentProblem(chosen) === null ? chosen : DEFAULT_ACCENT;
}
