import { z } from 'zod';
import { accentProblem } from './accent-colour.ts';
import { SETTINGS_ENGLISH_FIELDS, type SettingsEnglish } from './i18n/localize.ts';
import { type ImageVariants, imageVariantsOf } from './image-variants.ts';
import { type ShowreelCopy, showreelCopyOf, showreelFields } from './showreel.ts';

// What a visitor reads about the person: edited in the admin (/admin/parametres), stored by the
// backend (one row), read by the build. The browser and the server check the same schema; the
// message keys are field codes the interface maps to French (src/lib/settings-errors.ts).

/** The product's own name: the footer's, and the brand while the owner has set no name. */
export const BRAND = 'FilmFolio';
/** The title shown when the owner leaves it empty. */
export const DEFAULT_TITLE = 'Chef Opérateur';

export const SETTINGS_LIMITS = {
  short: 120,
  tagline: 300,
  about: 5000,
  email: 254,
  url: 2048,
  legal: 300,
  /** Références: the whole list, one name per line (issue 31). */
  references: 2000,
  referenceName: 120,
  referenceCount: 40,
} as const;

export const TEXT_FIELDS = [
  'name',
  'title',
  'tagline',
  'about',
  'email',
  'phone',
  'location',
  'availability',
  'vimeo_url',
  'instagram_url',
  'imdb_url',
  'linkedin_url',
  'site_url',
  'legal_publisher',
  'legal_address',
  'legal_siret',
  'legal_director',
  'legal_host',
  'legal_host_address',
  'reference_names',
  'accent_color',
] as const;

export type SettingsField = (typeof TEXT_FIELDS)[number];

const text = (max: number) => z.string().trim().max(max, 'too_long');
const httpsUrl = text(SETTINGS_LIMITS.url).refine(
  (value) => value === '' || isHttpsUrl(value),
  'url_invalid',
);

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
}

// Deliberately plain: one @, no spaces, a dot in the domain. The owner's own address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form sends (PUT /api/settings): every text field, empty when not set. */
export const siteSettingsSchema = z
  .object({
    name: text(SETTINGS_LIMITS.short).min(1, 'name_required'),
    title: text(SETTINGS_LIMITS.short),
    tagline: text(SETTINGS_LIMITS.tagline),
    about: text(SETTINGS_LIMITS.about),
    email: text(SETTINGS_LIMITS.email).refine((v) => v === '' || EMAIL.test(v), 'email_invalid'),
    phone: text(40).refine((v) => v === '' || /^[+\d][\d\s.()-]*$/.test(v), 'phone_invalid'),
    location: text(SETTINGS_LIMITS.short),
    availability: text(SETTINGS_LIMITS.short),
    vimeo_url: httpsUrl,
    instagram_url: httpsUrl,
    imdb_url: httpsUrl,
    linkedin_url: httpsUrl,
    site_url: httpsUrl,
    legal_publisher: text(SETTINGS_LIMITS.legal),
    legal_address: text(SETTINGS_LIMITS.legal),
    legal_siret: text(40),
    legal_director: text(SETTINGS_LIMITS.legal),
    legal_host: text(SETTINGS_LIMITS.legal),
    legal_host_address: text(SETTINGS_LIMITS.legal),
    reference_names: text(SETTINGS_LIMITS.references)
      .refine(
        (v) => referenceNames(v).every((name) => name.length <= SETTINGS_LIMITS.referenceName),
        'reference_too_long',
      )
      .refine(
        (v) => referenceNames(v).length <= SETTINGS_LIMITS.referenceCount,
        'references_too_many',
      ),
    /** Couleur d'accent: "#rrggbb" readable on the dark background, or '' for the default. */
    accent_color: z
      .string()
      .trim()
      .max(7, 'accent_invalid')
      .superRefine((value, context) => {
        const problem = accentProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      // A client from before the setting sends none: the default accent.
      .default(''),
    /** The English site's versions (issue 32); empty ones show the French text there. */
    en: z
      .object({
        title: text(SETTINGS_LIMITS.short).optional(),
        tagline: text(SETTINGS_LIMITS.tagline).optional(),
        about: text(SETTINGS_LIMITS.about).optional(),
        location: text(SETTINGS_LIMITS.short).optional(),
        availability: text(SETTINGS_LIMITS.short).optional(),
      })
      .strict()
      .optional(),
    ...showreelFields,
  })
  .strict();

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;

/** The two files the settings hold. */
export type SettingsFileKind = 'cv' | 'photo';

/** A stored file of the settings (CV, photo): its versioned public address and what to show. */
export interface SettingsFile {
  url: string;
  name: string;
  size: number;
  updated_at: string;
  /** The photo's resized copies, once the local server made them (docs/image-variants.md). */
  variants?: ImageVariants | null;
}

/** The settings as stored and as GET /api/settings returns them. */
export interface SiteSettings extends SiteSettingsInput {
  /** Bande démo (src/lib/showreel.ts): a film's id, '' for none; Début de la boucle. */
  showreel_id: string;
  showreel_start: number;
  showreel_copy: ShowreelCopy | null;
  cv: SettingsFile | null;
  photo: SettingsFile | null;
  updated_at: string | null;
  /** On an English page: the fields shown in French (src/lib/i18n/localize.ts). */
  fr_fields?: readonly string[];
}

export function emptySettings(): SiteSettings {
  const fields = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<
    SettingsField,
    string
  >;
  return {
    ...fields,
    title: DEFAULT_TITLE,
    showreel_id: '',
    showreel_start: 0,
    showreel_copy: null,
    cv: null,
    photo: null,
    updated_at: null,
  };
}

/** Reads any stored or fetched shape into SiteSettings: unknown keys dropped, missing ones empty. */
export function normaliseSettings(raw: unknown): SiteSettings {
  const base = emptySettings();
  if (!raw || typeof raw !== 'object') return base;
  const record = raw as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') base[field] = value;
  }
  // An empty title is stored as '' and shown, and edited, as the default one.
  base.title ||= DEFAULT_TITLE;
  const en = englishOf(record.en);
  if (en) base.en = en;
  if (typeof record.showreel_id === 'string') base.showreel_id = record.showreel_id;
  const start = Number(record.showreel_start);
  if (Number.isFinite(start) && start >= 0) base.showreel_start = start;
  base.showreel_copy = showreelCopyOf(record.showreel_copy);
  base.cv = fileOf(record.cv);
  base.photo = fileOf(record.photo);
  base.updated_at = typeof record.updated_at === 'string' ? record.updated_at : null;
  return base;
}

/** The stored English texts, only the non-empty known ones. */
function englishOf(raw: unknown): SettingsEnglish | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const en: SettingsEnglish = {};
  for (const field of SETTINGS_ENGLISH_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') en[field] = value;
  }
  return Object.keys(en).length > 0 ? en : null;
}

function fileOf(raw: unknown): SettingsFile | null {
  if (!raw || typeof raw !== 'object') return null;
  const { url, name, size, updated_at, variants } = raw as Record<string, unknown>;
  if (typeof url !== 'string' || url === '') return null;
  const image = imageVariantsOf(variants);
  return {
    url,
    name: typeof name === 'string' ? name : '',
    size: typeof size === 'number' ? size : 0,
    updated_at: typeof updated_at === 'string' ? updated_at : '',
    ...(image ? { variants: image } : {}),
  };
}

/** The site's name as a brand (header, og:site_name, page titles): the owner's, else FilmFolio. */
export const siteName = (settings: Pick<SiteSettings, 'name'>): string =>
  settings.name.trim() || BRAND;

/** The title to show: the owner's, else Chef Opérateur. */
export const displayTitle = (settings: SiteSettings): string =>
  settings.title.trim() || DEFAULT_TITLE;

/**
 * Références: the clients, productions and brands the owner worked for, one per line, blank
 * lines dropped (the landing page's short section; names only, never a logo).
 */
export function referenceNames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** About text as paragraphs: a blank line starts a new one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
