// The HTTP contract between the browser and the embedded local server. The server answers
// error codes (src/lib/error-codes.ts), never French; src/lib/errors.ts turns a code into the
// interface's text.
import type { ErrorCode } from './error-codes.ts';

export const API = {
  videos: '/api/videos',
  adminVideos: '/api/admin/videos',
  video: (id: string) => `/api/videos/${encodeURIComponent(id)}`,
  order: '/api/videos/order',
  session: '/api/session',
  password: '/api/account/password',
  setup: '/api/setup',
  uploads: '/api/uploads/',
  thumbnails: '/api/thumbnails',
  contact: '/api/contact',
  messages: '/api/messages',
  message: (id: string) => `/api/messages/${encodeURIComponent(id)}`,
  settings: '/api/settings',
  settingsFile: (kind: 'cv' | 'photo') => `/api/settings/${kind}`,
  siteStatus: '/api/site-status',
  demoContent: '/api/admin/demo-content',
  links: '/api/admin/links',
  link: (id: string) => `/api/admin/links/${encodeURIComponent(id)}`,
  /** POST: the server makes the film's preview copy; PUT: a copy the browser made. */
  videoPreview: (id: string) => `/api/videos/${encodeURIComponent(id)}/preview`,
  previewStatus: (id: string) => `/api/admin/videos/${encodeURIComponent(id)}/preview`,
  /** A film's subtitle files (docs/subtitles.md): POST the raw file, language, kind and name in the query. */
  subtitles: (id: string) => `/api/videos/${encodeURIComponent(id)}/subtitles`,
  subtitle: (id: string, subtitle: string) =>
    `/api/videos/${encodeURIComponent(id)}/subtitles/${encodeURIComponent(subtitle)}`,
  statistics: (from: string, to: string) =>
    `/api/admin/statistics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
} as const;

/**
 * Whether the public site shows the last saved change: 'updating' while a rebuild waits or runs,
 * 'failed' when the last one failed (the previous site is still served), 'unknown' where the
 * backend cannot tell (Supabase: the deploy runs elsewhere).
 */
export type SiteStatus = 'up_to_date' | 'updating' | 'failed' | 'unknown';

/**
 * The server's disk (issue 34, point 4): 'nearly_full' warns while there is room still, 'low' is
 * under the floor uploads never eat into (HEALTH_MIN_FREE_MB), where /healthz answers 503.
 */
export type DiskState = 'ok' | 'nearly_full' | 'low';

/** Request header naming an uploaded CV or photo (URI-encoded), shown in the admin. */
export const FILE_NAME_HEADER = 'X-File-Name';

/*
 * Every route of the local server, who may call it and what it answers: the route inventory,
 * tests/support/data/route-inventory.ts, which server/http/app.routes.test.ts checks against the app.
 *
 * Validation field codes (ApiErrorBody.fields) beyond the schema's own: url 'youtube_invalid',
 * 'vimeo_invalid' or 'direct_invalid' (not /media/<uuid>.<mp4|webm|mov> of an uploaded file);
 * thumbnail_url 'thumbnail_invalid' (only null, https://i.ytimg.com/vi/... or a stored /media image);
 * ids 'ids_mismatch' (reorder list is not exactly the current set); video_ids 'video_unknown'. Settings: name 'name_required',
 * any field 'too_long', email 'email_invalid', phone 'phone_invalid', links 'url_invalid',
 * reference_names 'reference_too_long' or 'references_too_many'. Press quotes (press.N.quote,
 * .source, .url, or press): 'press_quote_required', 'press_source_required', 'press_too_long',
 * 'press_url_invalid', 'press_too_many' (docs/film-pages.md).
 */

/** Response header of the tus upload that names the stored file's public address. */
export const MEDIA_URL_HEADER = 'X-Media-Url';

/**
 * The detail of an 'internal' answer when the database or the disk refused a write: a code, not
 * the raw error, so nothing about the server leaks and the interface can say it in French.
 */
export const STORAGE_DETAILS = [
  'database_busy', // 503: another process holds the write lock past the busy timeout
  'database_read_only', // 503: the SQLite file or its folder cannot be written
  'disk_full', // 507: no space left for the database or a media file
  'disk_error', // 500: an I/O error reading or writing the data folder
] as const;

export type StorageDetail = (typeof STORAGE_DETAILS)[number];

export interface ApiErrorBody {
  error: ErrorCode;
  /** Technical detail (English), shown only in the form's debug area. */
  detail?: string;
  /** For validation: field -> message key (e.g. title -> 'title_required'). */
  fields?: Record<string, string>;
}

export interface SessionInfo {
  authenticated: boolean;
  email?: string;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  /** The site's language the message came from (issue 32); absent from older answers. */
  lang?: 'fr' | 'en';
}

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  /** Honeypot: humans leave it empty. */
  website?: string;
  /** The page's language (issue 32); French when absent. */
  lang?: 'fr' | 'en';
}

/** One page of the inbox, newest first: the server never answers the whole inbox at once. */
export interface MessagePage {
  offset: number;
  limit: number;
}

/** Messages per page of the dashboard's inbox (the server's default page too). */
export const MESSAGES_PAGE_SIZE = 50;

export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;
