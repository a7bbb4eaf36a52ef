import { z } from 'zod';
import { type ImageVariants, imageVariantsOf } from './image-variants.ts';
import { type ShowreelCopy, showreelCopyOf, showreelFields } from './showreel.ts';

// What a visitor reads about the person: edited in the admin (/admin/parametres), stored by the
// backend (one row), read by the build. The browser and the server check the same schema; the
// message keys are field codes the interface maps to French (src/lib/settings-errors.ts).

/** The product's own name, shown as the brand; not a setting. */
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
  if (typeof record.showreel_id === 'string') base.showreel_id = record.showreel_id;
  const start = Number(record.showreel_start);
  if (Number.isFinite(start) && start >= 0) base.showreel_start = start;
  base.showreel_copy = showreelCopyOf(record.showreel_copy);
  base.cv = fileOf(record.cv);
  base.photo = fileOf(record.photo);
  base.updated_at = typeof record.updated_at === 'string' ? record.updated_at : null;
  return base;
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

/** The title to show: the owner's, else Chef Opérateur. */
export const displayTitle = (settings: SiteSettings): string =>
  settings.title.trim() || DEFAULT_TITLE;

/** About text as paragraphs: a blank line starts a new one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
