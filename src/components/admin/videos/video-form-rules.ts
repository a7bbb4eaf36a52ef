import { BackendError } from '../../../backend/port.ts';
import type { AspectChoice } from '../../../lib/aspect.ts';
import { CREDIT_FIELDS, type CreditField, YEAR_MIN, yearMax } from '../../../lib/credits.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { VIDEO_ENGLISH_FIELDS, type VideoEnglishField } from '../../../lib/i18n/localize.ts';
import { MAX_VIDEO_BYTES } from '../../../lib/media.ts';
import type { PressQuote } from '../../../lib/press.ts';
import { SLUG_MAX, SLUG_PATTERN, slugify } from '../../../lib/slug.ts';
import {
  formatMegabytes,
  isAcceptedExtension,
  pressSchema,
  type VideoType,
} from '../../../lib/video.ts';
import { PREVIEW_START_MAX } from '../../../lib/video-preview.ts';
import { parseVideoId, VIMEO_EXAMPLE_HOST, YOUTUBE_EXAMPLE_HOST } from '../../../lib/video-url.ts';

export interface VideoFormValues {
  title: string;
  description: string;
  type: VideoType;
  url: string;
  file: File | null;
  /** The page address as typed; blank lets the backend make one from the title. */
  slug: string;
  /** True once the slug was typed by hand: the title no longer rewrites it. */
  slugEdited: boolean;
  /** Début de l'aperçu, in seconds, as typed (uploaded films only; docs/video-previews.md). */
  previewStart?: string;
  /** Every credit as typed (the year too), '' when empty. */
  credits: Record<CreditField, string>;
  /** Presse: the quotes as typed (issue 31). */
  press: Array<{ quote: string; source: string; url: string }>;
  /** Placer en tête de liste (adding only); the spec's default puts a new film at the end. */
  placeFirst?: boolean;
  /** Format d'image and Remplir le cadre (src/lib/aspect.ts); absent in older callers' values. */
  aspect?: AspectChoice;
  fillFrame?: boolean;
  /** The chosen file's size as the browser read it (film-size.ts), once read. */
  fileSize?: { width: number; height: number } | null;
  /** The English texts as typed, '' when empty (issue 32); absent: the form sends none. */
  en?: Record<VideoEnglishField, string>;
}

/** The quotes the form sends: rows left wholly blank are dropped. */
export function pressInput(values: Pick<VideoFormValues, 'press'>): PressQuote[] {
  return values.press
    .filter((row) => row.quote.trim() || row.source.trim() || row.url.trim())
    .map((row) => ({ quote: row.quote, source: row.source, url: row.url.trim() || null }));
}

/** The first problem of the quotes in French, as the backend would name it; null when none. */
function pressError(values: VideoFormValues): string | null {
  const checked = pressSchema.safeParse(pressInput(values));
  if (checked.success) return null;
  const fields = fieldErrors(checked.error);
  return errorMessage('save', new BackendError('validation', 400, 'press', fields));
}

export const emptyEnglish = (): Record<VideoEnglishField, string> =>
  Object.fromEntries(VIDEO_ENGLISH_FIELDS.map((field) => [field, ''])) as Record<
    VideoEnglishField,
    string
  >;

export const emptyCredits = (): Record<CreditField, string> =>
  Object.fromEntries(CREDIT_FIELDS.map((field) => [field, ''])) as Record<CreditField, string>;

/** The slug the form proposes while the title is typed, until the slug is edited by hand. */
export function slugForTitle(values: VideoFormValues, title: string): string {
  return values.slugEdited ? values.slug : slugify(title);
}

/**
 * The English texts after `field` was typed: the English address follows the English title, as
 * the French one follows the French title, until it is typed or stored (issue 32).
 */
export function englishAfter(
  en: Record<VideoEnglishField, string>,
  field: VideoEnglishField,
  value: string,
  slugFollows: boolean,
): Record<VideoEnglishField, string> {
  const next = { ...en, [field]: value };
  if (field === 'title' && slugFollows) next.slug = slugify(value);
  return next;
}

/** The year field: blank, or four digits from 1900 to next year. */
export function parseYear(raw: string): number | null | 'invalid' {
  const text = raw.trim();
  if (!text) return null;
  if (!/^\d{4}$/.test(text)) return 'invalid';
  const year = Number(text);
  return year >= YEAR_MIN && year <= yearMax() ? year : 'invalid';
}

function creditsError(values: VideoFormValues): string | null {
  const slug = values.slug.trim();
  if (slug && (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug))) return fr.form.slugInvalid;
  const english = values.en?.slug.trim();
  if (english && (english.length > SLUG_MAX || !SLUG_PATTERN.test(english))) {
    return fr.form.slugInvalid;
  }
  if (parseYear(values.credits.year) === 'invalid') return fr.form.yearInvalid(yearMax());
  return pressError(values);
}

/** The file checks (docs/product-rules.md, limits), made on selection and again at submit, before any upload. */
export function fileError(file: File): string | null {
  if (file.size > MAX_VIDEO_BYTES) return fr.form.fileTooLarge(formatMegabytes(file.size));
  if (!isAcceptedExtension(file.name)) return fr.form.fileWrongType;
  return null;
}

export type UrlCheck = 'idle' | 'checking' | 'valid' | 'invalid';

/** The live message under the URL field ('checking' and 'valid' have their own status texts). */
export function liveUrlMessage(type: VideoType, check: UrlCheck): string | null {
  if (check !== 'invalid') return null;
  if (type === 'youtube') return fr.form.youtubeUrlInvalidLive(YOUTUBE_EXAMPLE_HOST);
  if (type === 'vimeo') return fr.form.vimeoUrlInvalidLive(VIMEO_EXAMPLE_HOST);
  return null;
}

export function checkUrl(type: VideoType, url: string): UrlCheck {
  if (!url.trim()) return 'idle';
  return parseVideoId(type, url) ? 'valid' : 'invalid';
}

/**
 * Checks at submit, in the order the form shows them. `hasStoredFile` (editing a video that already is a direct
 * file) makes the file optional; a video switched to direct from YouTube or Vimeo needs one.
 * At submit, an address that is not a YouTube (Vimeo) address at all reads 'L'URL YouTube n'est
 * pas valide'; one on the right host that yields no video id reads 'URL YouTube invalide'.
 */
export function submitError(values: VideoFormValues, hasStoredFile: boolean): string | null {
  if (!values.title.trim()) return fr.form.titleRequired;
  if (values.type === 'direct' && parsePreviewStart(values.previewStart) === 'invalid') {
    return fr.previews.startInvalid;
  }
  return creditsError(values) ?? sourceError(values, hasStoredFile);
}

/** The preview's start field: blank reads 0; a negative or non-number value is invalid. */
export function parsePreviewStart(raw: string | undefined): number | 'invalid' {
  const text = (raw ?? '').trim().replace(',', '.');
  if (text === '') return 0;
  const seconds = Number(text);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= PREVIEW_START_MAX
    ? seconds
    : 'invalid';
}

function sourceError(values: VideoFormValues, hasStoredFile: boolean): string | null {
  if (values.type === 'direct') {
    if (!values.file) return hasStoredFile ? null : fr.form.fileRequired;
    return fileError(values.file);
  }
  const youtube = values.type === 'youtube';
  const url = values.url.trim();
  if (!url) return youtube ? fr.form.youtubeUrlRequired : fr.form.vimeoUrlRequired;
  if (!isFamilyUrl(values.type, url))
    return youtube ? fr.form.youtubeUrlInvalid : fr.form.vimeoUrlInvalid;
  if (!parseVideoId(values.type, url)) {
    return youtube ? fr.form.youtubeIdInvalid : fr.form.vimeoIdInvalid;
  }
  return null;
}

const FAMILY_HOSTS: Record<'youtube' | 'vimeo', RegExp> = {
  youtube: /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i,
  vimeo: /(^|\.)vimeo\.com$/i,
};

function isFamilyUrl(type: 'youtube' | 'vimeo', raw: string): boolean {
  if (/\s/.test(raw)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  if (!URL.canParse(withScheme)) return false;
  const url = new URL(withScheme);
  return /^https?:$/.test(url.protocol) && FAMILY_HOSTS[type].test(url.hostname);
}
