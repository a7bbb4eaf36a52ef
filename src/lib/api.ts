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
  links: '/api/admin/links',
  link: (id: string) => `/api/admin/links/${encodeURIComponent(id)}`,
  statistics: (from: string, to: string) =>
    `/api/admin/statistics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
} as const;

/**
 * Whether the public site shows the last saved change: 'updating' while a rebuild waits or runs,
 * 'failed' when the last one failed (the previous site is still served), 'unknown' where the
 * backend cannot tell (Supabase: the deploy runs elsewhere).
 */
export type SiteStatus = 'up_to_date' | 'updating' | 'failed' | 'unknown';

/** Request header naming an uploaded CV or photo (URI-encoded), shown in the admin. */
export const FILE_NAME_HEADER = 'X-File-Name';

/*
 * Routes of the local server (all JSON unless said):
 *   GET    /api/videos              public; visible Video[] sorted by order_position (missing = 0)
 *   GET    /api/admin/videos        admin; every Video, hidden ones included, same order
 *   POST   /api/videos              admin; VideoInput -> 201 Video (position = count, layout 'normal')
 *   PUT    /api/videos/:id          admin; VideoInput -> 200 Video (title, description, url, type, thumbnail)
 *   PATCH  /api/videos/:id          admin; { layout } | { keep_small_format } | { visible } -> 200 Video
 *   DELETE /api/videos/:id          admin; 204, then the stored file is removed
 *   PUT    /api/videos/order        admin; { ids: string[] } (every id once) -> 204, one transaction
 *   GET    /api/session             { authenticated: boolean, email?: string }
 *   POST   /api/session             { email, password } -> 204 + cookie | 401 | 429 (+ Retry-After s)
 *   DELETE /api/session             204, session invalidated on the server
 *   PUT    /api/account/password    admin; { current_password, new_password } -> 204; every other
 *                                   session of the account ends. Wrong current password: 400 with
 *                                   fields.current_password 'current_password_incorrect' (5 per
 *                                   15 min, then 429)
 *   GET    /api/setup               200 {} while no administrator exists, else 404
 *   POST   /api/setup               { token, email, password } -> 204 + session cookie; token is
 *                                   the one-time secret npm start printed (401 if wrong or past
 *                                   its hour, 404 once an administrator exists)
 *   *      /api/uploads/*           admin; tus 1.0.0 resumable uploads, 50 MB, mp4/mov/webm by content
 *                                   (POST/HEAD/PATCH/DELETE; metadata `filename` names the extension,
 *                                   else 415; over 50 MB 413; wrong first bytes 415, nothing kept).
 *                                   The PATCH that completes an upload, and a HEAD on a finished one,
 *                                   carry the header X-Media-Url: /media/<uuid>.<ext> (MEDIA_URL_HEADER)
 *                                   to save as the video's url; unfinished uploads expire after 24 h.
 *   POST   /api/thumbnails          admin; image/jpeg|png|webp body (max 2 MB) -> 201 { url }
 *   POST   /api/contact             public; { name, email, message, website (honeypot) } -> 201,
 *                                   429 (this sender or the whole site sent enough for now),
 *                                   503 inbox_full (stored messages at their cap). The same form
 *                                   urlencoded from our own page (no JavaScript) -> a French page
 *   GET    /api/messages            admin; ?limit=1..100 (50) &offset=n -> ContactMessage[] newest
 *                                   first, that page of them
 *   DELETE /api/messages/:id        admin; 204
 *   GET    /api/settings            public; SiteSettings (src/lib/site-settings.ts), no-cache
 *   PUT    /api/settings            admin; SiteSettingsInput -> 200 SiteSettings, one transaction
 *   PUT    /api/settings/cv         admin; raw body, a PDF by content (%PDF-) of at most 10 MB
 *                                   (else 415 / 413, the old CV stays); X-File-Name names it;
 *                                   -> 200 SiteSettings with cv at a new /media/<uuid>.pdf
 *   DELETE /api/settings/cv         admin; -> 200 SiteSettings, then the file is removed
 *   PUT    /api/settings/photo      admin; JPEG, PNG or WebP by content, at most 5 MB; as the CV
 *   DELETE /api/settings/photo      admin; as the CV
 *   GET    /api/site-status         admin; { state: SiteStatus }
 *   GET    /media/:name             files that a row or the settings reference; HTTP Range. A file
 *                                   only hidden videos use: admin session only (else 404)
 *   GET    /api/admin/links         admin; PrivateLink[] newest first (src/lib/private-link.ts)
 *   POST   /api/admin/links         admin; LinkInput -> 201 PrivateLink (new random token)
 *   PUT    /api/admin/links/:id     admin; LinkInput -> 200 PrivateLink, same token; password
 *                                   omitted keeps it, null removes it
 *   PATCH  /api/admin/links/:id     admin; { disabled } -> 200 PrivateLink
 *   DELETE /api/admin/links/:id     admin; 204
 *   GET    /p/:token                a link's page (HTML); every failure the same 404 page
 *   POST   /p/:token                form password -> 303 + access cookie | 401 | 429
 *   GET    /p/:token/media/:name    the files of that link's films (access cookie if password)
 *
 * Validation field codes (ApiErrorBody.fields) beyond the schema's own: url 'youtube_invalid',
 * 'vimeo_invalid' or 'direct_invalid' (not /media/<uuid>.<mp4|webm|mov> of an uploaded file);
 * thumbnail_url 'thumbnail_invalid' (only null, https://i.ytimg.com/vi/... or a stored /media image);
 * ids 'ids_mismatch' (reorder list is not exactly the current set); video_ids 'video_unknown'. Settings: name 'name_required',
 * any field 'too_long', email 'email_invalid', phone 'phone_invalid', links 'url_invalid'.
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
}

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  /** Honeypot: humans leave it empty. */
  website?: string;
}

/** One page of the inbox, newest first: the server never answers the whole inbox at once. */
export interface MessagePage {
  offset: number;
  limit: number;
}

/** Messages per page of the dashboard's inbox (the server's default page too). */
export const MESSAGES_PAGE_SIZE = 50;

export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;
