import { z } from 'zod';
import { ASPECT_CHOICES, SOURCE_SIDE_MAX } from './aspect.ts';
import { CREDIT_MAX, type Credits, type CreditTextField, YEAR_MIN, yearMax } from './credits.ts';
import type { VideoEnglish } from './i18n/localize.ts';
import type { ImageVariants } from './image-variants.ts';
import { extensionOf, isVideoExtension } from './media.ts';
import { isPressUrl, PRESS_MAX, type PressQuote } from './press.ts';
import { SLUG_MAX, SLUG_PATTERN } from './slug.ts';
import type { Still } from './stills.ts';
import type { SubtitleTrack } from './subtitles/track.ts';
import { PREVIEW_START_MAX, type PreviewState } from './video-preview.ts';

// Business constants (docs/product-rules.md), shared by the browser and the server.
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
export const VIDEO_TYPES = ['youtube', 'vimeo', 'direct'] as const;
export const LAYOUTS = ['full', 'half', 'normal'] as const;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const URL_MAX = 2048;

export type VideoType = (typeof VIDEO_TYPES)[number];
export type Layout = (typeof LAYOUTS)[number];

/**
 * A video as stored and as the public API returns it. The slug and the credits are optional here
 * only for readers of older answers and test fixtures: both stores always fill them.
 */
export interface Video extends Partial<Credits> {
  id: string;
  title: string;
  description: string | null;
  url: string;
  /** Any value other than youtube or vimeo is a direct file (docs/product-rules.md). */
  video_type: string;
  thumbnail_url: string | null;
  /** The thumbnail's resized copies, once the local server made them (docs/image-variants.md). */
  thumbnail_variants?: ImageVariants | null;
  order_position: number | null;
  /** full, half, normal, or any other value (rendered at a third). */
  layout: string | null;
  keep_small_format: boolean;
  /** False: kept in the admin (and in the order) but left out of everything public. */
  visible: boolean;
  /** The film page's address part (/films/<slug>/), unique. */
  slug?: string;
  /** Where the preview excerpt starts, in seconds (Début de l'aperçu; docs/video-previews.md). */
  preview_start?: number;
  /** An uploaded film's preview copy: missing, being made, made, or failed. */
  preview_state?: PreviewState;
  /** The preview copy the grid plays, once made; absent or null otherwise. */
  preview_url?: string | null;
  /** The preview's poster frame, taken at the excerpt's first moment. */
  preview_poster_url?: string | null;
  /** A film above 720p: its 720p copy for phones and slow links (src/lib/video-preview-light.ts). */
  light_url?: string | null;
  /** Press quotes (Presse), in the order the owner gave them; both stores always fill it. */
  press?: PressQuote[];
  /** Format d'image: the owner's choice of ASPECT_CHOICES, 'auto' by default (src/lib/aspect.ts). */
  aspect_ratio?: string;
  /** The film's displayed size as measured (ffprobe, the browser, oEmbed); null until then. */
  source_width?: number | null;
  source_height?: number | null;
  /** Remplir le cadre: the grid's 16:9 tile crops the film instead of showing it whole. */
  fill_frame?: boolean;
  /** Its stills in the order set, on the pages a local build bakes (docs/stills.md). */
  stills?: Still[];
  /** An uploaded film's subtitle files (docs/subtitles.md); absent when it has none. */
  subtitles?: SubtitleTrack[];
  created_at?: string;
  updated_at?: string;
  /** The English site's texts (issue 32); a field left empty shows the French one there. */
  en?: VideoEnglish | null;
  /** On an English page: the fields shown in French (src/lib/i18n/localize.ts). */
  fr_fields?: readonly string[];
}

const trimmed = (max: number) => z.string().trim().max(max);
const sourceSide = z
  .number()
  .int('size_invalid')
  .min(1, 'size_invalid')
  .max(SOURCE_SIDE_MAX, 'size_invalid');

const creditText = (field: CreditTextField) =>
  z.string().trim().max(CREDIT_MAX[field], 'too_long').nullable().optional();

/** The credit part of the video input schema ; message keys are field codes. */
export const creditsShape = {
  category: creditText('category'),
  year: z
    .number()
    .int('year_invalid')
    .min(YEAR_MIN, 'year_invalid')
    .refine((year) => year <= yearMax(), 'year_invalid')
    .nullable()
    .optional(),
  role: creditText('role'),
  director: creditText('director'),
  production: creditText('production'),
  client: creditText('client'),
  camera: creditText('camera'),
  lenses: creditText('lenses'),
  format: creditText('format'),
  awards: creditText('awards'),
};

/** One press quote as the form sends it; a blank link is no link. Message keys are field codes. */
const pressQuoteSchema = z
  .object({
    quote: z.string().trim().min(1, 'press_quote_required').max(PRESS_MAX.quote, 'press_too_long'),
    source: z
      .string()
      .trim()
      .min(1, 'press_source_required')
      .max(PRESS_MAX.source, 'press_too_long'),
    url: z
      .string()
      .trim()
      .refine((url) => url === '' || isPressUrl(url), 'press_url_invalid')
      .nullable()
      .optional()
      .transform((url) => url || null),
  })
  .strict();

/** The film's quotes (Presse): absent keeps the stored ones, [] removes them all. */
export const pressSchema = z.array(pressQuoteSchema).max(PRESS_MAX.quotes, 'press_too_many');

const englishText = (max: number) => z.string().trim().max(max, 'too_long').nullable().optional();

/** A film's English texts (issue 32): each optional, with the French field's limit. */
export const videoEnglishSchema = z
  .object({
    title: englishText(TITLE_MAX),
    description: englishText(DESCRIPTION_MAX),
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX, 'slug_invalid')
      .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'slug_invalid')
      .nullable()
      .optional(),
    category: englishText(CREDIT_MAX.category),
    role: englishText(CREDIT_MAX.role),
    awards: englishText(CREDIT_MAX.awards),
  })
  .strict();

/**
 * What the admin form sends to create or edit a video. The server parses with this same schema;
 * the message keys are error codes the interface maps to French (fr.form.*).
 */
export const videoInputSchema = z
  .object({
    title: trimmed(TITLE_MAX).min(1, 'title_required'),
    description: trimmed(DESCRIPTION_MAX).nullable().optional(),
    url: trimmed(URL_MAX).min(1, 'url_required'),
    video_type: z.enum(VIDEO_TYPES),
    thumbnail_url: trimmed(URL_MAX).nullable().optional(),
    /** Blank or absent: made from the title, numbered when taken (src/lib/slug.ts). */
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX, 'slug_invalid')
      .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'slug_invalid')
      .nullable()
      .optional(),
    /** Seconds into an uploaded film where its preview starts; absent keeps it (0 for a new one). */
    preview_start: z
      .number()
      .min(0, 'preview_start_invalid')
      .max(PREVIEW_START_MAX, 'preview_start_invalid')
      .optional(),
    /** Format d'image; absent keeps the film's ('auto' for a new one). */
    aspect_ratio: z.enum(ASPECT_CHOICES, 'aspect_invalid').optional(),
    /** Remplir le cadre; absent keeps the film's (off for a new one). */
    fill_frame: z.boolean().optional(),
    /**
     * The size the admin's browser read from the file or the provider (Supabase mode has no
     * ffprobe); absent keeps what is known. The local server measures uploads itself and keeps
     * its own figure over this one.
     */
    source_width: sourceSide.nullable().optional(),
    source_height: sourceSide.nullable().optional(),
    ...creditsShape,
    press: pressSchema.optional(),
    en: videoEnglishSchema.nullable().optional(),
  })
  .strict();

export type VideoInput = z.infer<typeof videoInputSchema>;

export const layoutSchema = z.object({ layout: z.enum(LAYOUTS) }).strict();
export const keepSmallFormatSchema = z.object({ keep_small_format: z.boolean() }).strict();
export const visibleSchema = z.object({ visible: z.boolean() }).strict();
export const reorderSchema = z
  .object({ ids: z.array(z.string().min(1).max(64)).max(10_000) })
  .strict()
  .refine((v) => new Set(v.ids).size === v.ids.length, 'duplicate_ids');

export function isAcceptedExtension(name: string): boolean {
  return isVideoExtension(extensionOf(name));
}

/** Size in MB with one decimal, as the "file too large" message shows it. */
export function formatMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}
