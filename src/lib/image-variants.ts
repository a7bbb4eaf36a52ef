// Resized copies of stored images (docs/image-variants.md): which widths are made, what they are
// named, and the srcset and sizes the pages give them. Pure: the server makes the files
// (server/media/variants.ts), the pages only read what the store says exists.

import { IMAGE_EXTENSIONS } from './media.ts';

/** WebP copies made of every stored image, never wider than the original. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** What the store knows of one stored image: its own size and the variant widths on disk. */
export interface ImageVariants {
  width: number;
  height: number;
  widths: number[];
}

/**
 * The widths to make for an original this wide: never wider (no upscaling). One at the
 * original's own width is still made: WebP weighs less than the JPEG or PNG it comes from.
 */
export function plannedWidths(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((width) => width <= originalWidth);
}

/** The height a variant gets, keeping the original's proportions. */
export function variantHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

const UUID = '[0-9a-f-]{36}';
/** `<original name>.<width>w.webp`: the original's name stays readable in the variant's. */
export const VARIANT_NAME = new RegExp(
  `^(${UUID}\\.(?:${IMAGE_EXTENSIONS.join('|')}))\\.(${VARIANT_WIDTHS.join('|')})w\\.webp$`,
);

export const variantName = (original: string, width: number): string =>
  `${original}.${width}w.webp`;

/** The stored image a variant file was made from, or null when the name is not a variant's. */
export function originalOfVariant(name: string): string | null {
  return VARIANT_NAME.exec(name)?.[1] ?? null;
}

/** Every variant name an original may have, made or not (for removal). */
export const allVariantNames = (original: string): string[] =>
  VARIANT_WIDTHS.map((width) => variantName(original, width));

/**
 * The `srcset` of a stored image: its variants, then the original at its own width unless a
 * variant already has that width (two candidates of one width would be ambiguous).
 */
export function srcsetOf(url: string, image: ImageVariants): string {
  const candidates = image.widths.map((width) => `${variantName(url, width)} ${width}w`);
  if (!image.widths.includes(image.width)) candidates.push(`${url} ${image.width}w`);
  return candidates.join(', ');
}

export interface ResponsiveImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** The attributes an <img> of this image gets; the original alone while it has no variant. */
export function responsiveImage(
  url: string,
  image: ImageVariants | null | undefined,
  sizes: string,
): ResponsiveImage {
  if (!image || image.widths.length === 0) return { src: url };
  return { src: url, srcset: srcsetOf(url, image), sizes };
}

/**
 * For a poster attribute, which takes one address: the smallest variant at least `width` wide;
 * else the original when it is wider than every variant; else the largest variant (a WebP at
 * the original's own width).
 */
export function posterVariant(
  url: string,
  image: ImageVariants | null | undefined,
  width: number,
): string {
  const widths = image?.widths ?? [];
  const largest = widths.at(-1);
  const chosen = widths.find((w) => w >= width) ?? (largest === image?.width ? largest : undefined);
  return chosen ? variantName(url, chosen) : url;
}

// Layout widths the sizes below follow: src/pages/index.astro (max-w-6xl, px-4, md:px-6), the
// card grid (src/lib/card/grid-html.ts: 6 columns from md, gap-x-6), the film page (max-w-5xl)
// and About (max-w-xs).
const MD = '(min-width: 768px)';
const PHONE = 'calc(100vw - 32px)';

/** A card spanning `span` of the six columns: (W - 168) / 6 × span + 24 × (span - 1). */
export function cardSizes(span: 2 | 3 | 6): string {
  if (span === 6) return `${MD} min(calc(100vw - 48px), 1104px), ${PHONE}`;
  if (span === 3) return `${MD} min(calc(50vw - 36px), 540px), ${PHONE}`;
  return `${MD} min(calc(33.34vw - 32px), 352px), ${PHONE}`;
}

export const FILM_SIZES = `${MD} min(calc(100vw - 48px), 976px), ${PHONE}`;
export const PHOTO_SIZES = `min(320px, ${PHONE})`;

/** Reads a stored or fetched value into ImageVariants, or null when it is not one. */
export function imageVariantsOf(raw: unknown): ImageVariants | null {
  if (!raw || typeof raw !== 'object') return null;
  const { width, height, widths } = raw as Record<string, unknown>;
  const positive = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0;
  if (!positive(width) || !positive(height) || !Array.isArray(widths)) return null;
  const known = widths.filter(
    (w): w is number => positive(w) && (VARIANT_WIDTHS as readonly number[]).includes(w),
  );
  return { width, height, widths: [...new Set(known)].sort((a, b) => a - b) };
}
