// Every route the app registers: one entry each, in the order server/http/app.ts mounts them.
// server/http/app.routes.test.ts compares this list with the app's real routes (Hono's
// inspectRoutes): a route registered without an entry, or an entry without a route, fails. The
// admin guard test (server/routes/admin-guard.test.ts) and the hostile-input suite
// (tests/faults/hostile-input.test.ts) are generated from it. Adding a route = adding its entry here (CONTRIBUTING.md, "Adding a route").
import { TEXT_FIELDS } from '../../../src/lib/site-settings.ts';
import { ADMIN_PASSWORD } from '../harness/credentials.ts';
import { tinyPreviewMp4 } from './tiny-preview.ts';

/**
 * Who may call a route:
 * - public: anyone;
 * - admin: the guard (same origin first, then a session): 401 without a session, 403 cross-site;
 * - session: signing in and out, anonymous by design (both end the session they are sent with);
 * - setup: only while no administrator exists, with the one-time token `npm start` printed;
 * - link: a private link's visitors (the token in the address, a cookie once the password is given);
 * - fallback: answers what no route above took (a 404, a gate, the built site).
 */
export type Access = 'public' | 'admin' | 'session' | 'setup' | 'link' | 'fallback';

/** The rows a test server holds, for the addresses and bodies of the examples. */
export interface Fixtures {
  videoId: string;
  /** A film stored as an uploaded file (the preview routes need one). */
  uploadedVideoId: string;
  messageId: string;
  linkId: string;
  linkToken: string;
  /** A still of the first video (its files need not exist for the examples). */
  stillId: string;
  /** A subtitle file of the uploaded film (its file need not exist for the examples). */
  subtitleId: string;
}

/** A request that succeeds for whoever the route admits (the guard test sends it without). */
export interface ExampleRequest {
  /** For routes registered for ALL methods: the one the example uses. */
  method?: string;
  path: string;
  json?: Record<string, unknown>;
  /** A raw body (a file): sent as is, with `headers`. */
  body?: Uint8Array;
  headers?: Record<string, string>;
}

export interface RouteEntry {
  /** As inspectRoutes shows it: GET, POST, PUT, PATCH, DELETE, HEAD or ALL. */
  method: string;
  /** The Hono pattern as registered, with the /api prefix. */
  path: string;
  access: Access;
  /** What it takes and answers (JSON unless said). */
  says: string;
  example: (f: Fixtures) => ExampleRequest;
  /** Registered as middleware that answers by itself or calls on (a redirect, a gate). */
  middleware?: true;
}

/**
 * Paths where only middleware that adds headers is registered: not routes, but listed so that
 * any other middleware-only registration fails the inventory check until it has an entry.
 */
export const HEADER_ONLY_MIDDLEWARE: readonly string[] = [
  'ALL /api/admin/links/*', // Cache-Control: no-store on every answer of the links routes
];

/** The key a route goes by in test names and maps: `METHOD /path`. */
export const routeKey = (route: { method: string; path: string }): string =>
  `${route.method} ${route.path}`;

const video = {
  title: 'Nouvelle',
  url: 'https://youtu.be/R6MlUcmOul8',
  video_type: 'youtube',
  // Issue 31: the hostile-input suite sends hostile values in place of the quotes too.
  press: [{ quote: 'Superbe', source: 'Télérama', url: 'https://www.telerama.fr/a' }],
};
const link = { name: 'Festival', video_ids: [] as string[], message: 'Bonjour', password: null };
/** A 1×1 PNG and the smallest PDF the server takes by content. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const file = (type: string, name: string) => ({
  'Content-Type': type,
  'X-File-Name': encodeURIComponent(name),
});
const tusCreate = {
  'Tus-Resumable': '1.0.0',
  'Upload-Length': '100',
  'Upload-Metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
};
const settings = {
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])),
  name: 'Alex Martin',
};
const at = (path: string) => () => ({ path });
/** A request whose body is text of its own type (a beacon, a form), not JSON. */
const textBody = (path: string, type: string, text: string) => ({
  path,
  body: new TextEncoder().encode(text),
  headers: { 'Content-Type': type },
});

export const ROUTE_INVENTORY: readonly RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/videos',
    access: 'public',
    says: 'visible Video[] sorted by order_position (missing = 0)',
    example: at('/api/videos'),
  },
  {
    method: 'GET',
    path: '/api/settings',
    access: 'public',
    says: 'SiteSettings (src/lib/site-settings.ts), no-cache',
    example: at('/api/settings'),
  },
  {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    says:
      '{ name, email, message, website (honeypot) } -> 201; 429 (this sender or the whole site ' +
      'sent enough for now); 503 inbox_full. The same form urlencoded from our own page (no ' +
      'JavaScript) -> a French page',
    example: () => ({
      path: '/api/contact',
      json: { name: 'A', email: 'a@example.com', message: 'Bonjour', website: '' },
    }),
  },
  {
    method: 'POST',
    path: '/api/stats',
    access: 'public',
    says:
      'one audience event { t: visit|play|complete, p: page, f?: film id } as text/plain or JSON ' +
      '(sendBeacon) -> 204 counted or not (owner, DNT, robots); 400 unknown page, film, link or ' +
      'type, or over 1 KB; 415 other types; 429 over the per-client rate (docs/statistics.md)',
    example: () => textBody('/api/stats', 'text/plain;charset=UTF-8', '{"t":"visit","p":"/"}'),
  },
  {
    method: 'GET',
    path: '/api/session',
    access: 'public',
    says: '{ authenticated: boolean, email?: string }',
    example: at('/api/session'),
  },
  {
    method: 'POST',
    path: '/api/session',
    access: 'session',
    says: '{ email, password } -> 204 + cookie | 401 | 429 (+ Retry-After s)',
    example: () => ({ path: '/api/session', json: { email: 'a@example.com', password: 'x' } }),
  },
  {
    method: 'DELETE',
    path: '/api/session',
    access: 'session',
    says: '204, session invalidated on the server',
    example: at('/api/session'),
  },
  {
    method: 'GET',
    path: '/api/setup',
    access: 'setup',
    says: '200 {} while no administrator exists, else 404',
    example: at('/api/setup'),
  },
  {
    method: 'POST',
    path: '/api/setup',
    access: 'setup',
    says:
      '{ token, email, password } -> 204 + session cookie; 401 if the token is wrong or past ' +
      'its hour, 404 once an administrator exists',
    example: () => ({
      path: '/api/setup',
      json: { token: 'x', email: 'a@example.com', password: 'un mot de passe long' },
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/videos',
    access: 'admin',
    says: 'every Video, hidden ones included, same order',
    example: at('/api/admin/videos'),
  },
  {
    method: 'POST',
    path: '/api/videos',
    access: 'admin',
    says: "VideoInput -> 201 Video (position = count, layout 'normal')",
    example: () => ({ path: '/api/videos', json: video }),
  },
  {
    method: 'PUT',
    path: '/api/videos/order',
    access: 'admin',
    says: '{ ids: string[] } (every id once) -> 204, one transaction',
    example: (f) => ({ path: '/api/videos/order', json: { ids: [f.uploadedVideoId, f.videoId] } }),
  },
  {
    method: 'PUT',
    path: '/api/videos/:id',
    access: 'admin',
    says: 'VideoInput -> 200 Video (title, description, url, type, thumbnail, credits)',
    example: (f) => ({ path: `/api/videos/${f.videoId}`, json: video }),
  },
  {
    method: 'PATCH',
    path: '/api/videos/:id',
    access: 'admin',
    says: '{ layout } | { keep_small_format } | { visible } -> 200 Video',
    example: (f) => ({ path: `/api/videos/${f.videoId}`, json: { layout: 'full' } }),
  },
  {
    method: 'DELETE',
    path: '/api/videos/:id',
    access: 'admin',
    says: '204, then the stored file is removed',
    example: (f) => ({ path: `/api/videos/${f.videoId}` }),
  },
  {
    method: 'GET',
    path: '/api/admin/videos/:id/preview',
    access: 'admin',
    says: "{ state: missing|preparing|ready|failed, progress, maker: server|browser } of a film's copy",
    example: (f) => ({ path: `/api/admin/videos/${f.uploadedVideoId}/preview` }),
  },
  {
    method: 'POST',
    path: '/api/videos/:id/preview',
    access: 'admin',
    says: "Créer l'aperçu: 202 { state: 'preparing' }; 503 without ffmpeg or with PREVIEW_MAKER=browser",
    example: (f) => ({ path: `/api/videos/${f.uploadedVideoId}/preview` }),
  },
  {
    method: 'PUT',
    path: '/api/videos/:id/preview',
    access: 'admin',
    says:
      'a copy the browser made, raw MP4 -> 200 { state: ready }; checked by content (ffprobe): ' +
      '413 over 3 MB, 415 not H.264 MP4, 400 audio, too wide or too long (docs/video-previews.md)',
    example: (f) => ({
      path: `/api/videos/${f.uploadedVideoId}/preview`,
      body: tinyPreviewMp4(),
      headers: { 'Content-Type': 'video/mp4' },
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/videos/:id/stills',
    access: 'admin',
    says: "Still[] of a film in its order, hidden films' included (docs/stills.md)",
    example: (f) => ({ path: `/api/admin/videos/${f.videoId}/stills` }),
  },
  {
    method: 'POST',
    path: '/api/videos/:id/stills',
    access: 'admin',
    says:
      'a still, raw JPEG/PNG/WebP/AVIF/TIFF by content -> 201 Still once its copies are made; ' +
      '413 over 40 MB or 100 megapixels (read from the header), 415 not an image, ' +
      '400 stills_full past 40 per film; nothing kept on failure (docs/stills.md)',
    example: (f) => ({
      path: `/api/videos/${f.videoId}/stills`,
      body: PNG,
      headers: { 'Content-Type': 'image/png' },
    }),
  },
  {
    method: 'PUT',
    path: '/api/videos/:id/stills/order',
    access: 'admin',
    says: '{ ids: every still id of the film, once each } -> 204',
    example: (f) => ({ path: `/api/videos/${f.videoId}/stills/order`, json: { ids: [f.stillId] } }),
  },
  {
    method: 'PATCH',
    path: '/api/videos/:id/stills/:still',
    access: 'admin',
    says: '{ alt, caption } (one line each) -> 204',
    example: (f) => ({
      path: `/api/videos/${f.videoId}/stills/${f.stillId}`,
      json: { alt: 'Un quai la nuit', caption: '' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/videos/:id/stills/:still',
    access: 'admin',
    says: '204, then its original and copies are removed',
    example: (f) => ({ path: `/api/videos/${f.videoId}/stills/${f.stillId}` }),
  },
  {
    method: 'POST',
    path: '/api/videos/:id/subtitles',
    access: 'admin',
    says:
      '?language=&kind=&name= with the raw .vtt/.srt file as the body -> 201 SubtitleTrack (an SRT ' +
      'file converted to WebVTT; one per language and kind, a new one replaces it); 413 past 512 KB, ' +
      '415 not .vtt/.srt, 400 with the field code <problem>:<line>; uploaded films only (docs/subtitles.md)',
    example: (f) => ({
      path: `/api/videos/${f.uploadedVideoId}/subtitles?language=fr&kind=subtitles&name=film.vtt`,
      body: new TextEncoder().encode('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nBonjour\n'),
      headers: { 'Content-Type': 'text/vtt' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/videos/:id/subtitles/:subtitle',
    access: 'admin',
    says: '204, then its file is removed',
    example: (f) => ({ path: `/api/videos/${f.uploadedVideoId}/subtitles/${f.subtitleId}` }),
  },
  {
    method: 'PUT',
    path: '/api/settings',
    access: 'admin',
    says: 'SiteSettingsInput -> 200 SiteSettings, one transaction',
    example: () => ({ path: '/api/settings', json: settings }),
  },
  {
    method: 'PUT',
    path: '/api/settings/cv',
    access: 'admin',
    says:
      'raw body, a PDF by content (%PDF-) of at most 10 MB (else 415 / 413, the old CV stays); ' +
      'X-File-Name names it -> 200 SiteSettings with cv at a new /media/<uuid>.pdf',
    example: () => ({
      path: '/api/settings/cv',
      body: PDF,
      headers: file('application/pdf', 'cv.pdf'),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/settings/cv',
    access: 'admin',
    says: '200 SiteSettings, then the file is removed',
    example: at('/api/settings/cv'),
  },
  {
    method: 'PUT',
    path: '/api/settings/photo',
    access: 'admin',
    says: 'JPEG, PNG or WebP by content, at most 5 MB; as the CV',
    example: () => ({
      path: '/api/settings/photo',
      body: PNG,
      headers: file('image/png', 'a.png'),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/settings/photo',
    access: 'admin',
    says: 'as the CV',
    example: at('/api/settings/photo'),
  },
  {
    method: 'GET',
    path: '/api/site-status',
    access: 'admin',
    says: '{ state: SiteStatus }: whether the public site shows the last saved change',
    example: at('/api/site-status'),
  },
  {
    method: 'GET',
    path: '/api/admin/demo-content',
    access: 'admin',
    says: '{ present: boolean }: whether the site still holds the demo content',
    example: at('/api/admin/demo-content'),
  },
  {
    method: 'DELETE',
    path: '/api/admin/demo-content',
    access: 'admin',
    says: '204: the demo films, files and settings removed; the account and the rest kept',
    example: at('/api/admin/demo-content'),
  },
  {
    method: 'GET',
    path: '/api/admin/statistics',
    access: 'admin',
    says:
      '?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 400 days) -> { counts: daily counts per page, ' +
      'film and link } (docs/statistics.md)',
    example: at('/api/admin/statistics?from=2026-01-01&to=2026-01-31'),
  },
  {
    method: 'ALL',
    path: '/api/uploads',
    access: 'admin',
    says: 'tus creation without the trailing slash: as /api/uploads/*',
    example: () => ({ method: 'POST', path: '/api/uploads', headers: tusCreate }),
  },
  {
    method: 'ALL',
    path: '/api/uploads/*',
    access: 'admin',
    says:
      'tus 1.0.0 resumable uploads (POST/HEAD/PATCH/DELETE), 50 MB, mp4/mov/webm by content ' +
      '(metadata `filename` names the extension, else 415; over 50 MB 413; wrong first bytes 415, ' +
      'nothing kept). The PATCH that completes an upload, and a HEAD on a finished one, carry ' +
      'X-Media-Url: /media/<uuid>.<ext> (MEDIA_URL_HEADER); unfinished uploads expire after 24 h',
    example: () => ({ method: 'POST', path: '/api/uploads/', headers: tusCreate }),
  },
  {
    method: 'POST',
    path: '/api/thumbnails',
    access: 'admin',
    says: 'image/jpeg|png|webp body (max 2 MB) -> 201 { url }',
    example: () => ({
      path: '/api/thumbnails',
      body: PNG,
      headers: { 'Content-Type': 'image/png' },
    }),
  },
  {
    method: 'GET',
    path: '/api/messages',
    access: 'admin',
    says: '?limit=1..100 (50) &offset=n -> ContactMessage[] newest first, that page of them',
    example: at('/api/messages'),
  },
  {
    method: 'DELETE',
    path: '/api/messages/:id',
    access: 'admin',
    says: '204',
    example: (f) => ({ path: `/api/messages/${f.messageId}` }),
  },
  {
    method: 'PUT',
    path: '/api/account/password',
    access: 'admin',
    says: "{ current_password, new_password } -> 204; every other session of the account ends. Wrong current password: 400 with fields.current_password 'current_password_incorrect' (5 per 15 min, then 429)",
    example: () => ({
      path: '/api/account/password',
      json: { current_password: ADMIN_PASSWORD, new_password: 'un autre mot de passe long' },
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/links',
    access: 'admin',
    says: 'PrivateLink[] newest first (src/lib/private-link.ts)',
    example: at('/api/admin/links'),
  },
  {
    method: 'POST',
    path: '/api/admin/links',
    access: 'admin',
    says: 'LinkInput -> 201 PrivateLink (new random token)',
    example: (f) => ({ path: '/api/admin/links', json: { ...link, video_ids: [f.videoId] } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/links/:id',
    access: 'admin',
    says: 'LinkInput -> 200 PrivateLink, same token; password omitted keeps it, null removes it',
    example: (f) => ({
      path: `/api/admin/links/${f.linkId}`,
      json: { ...link, video_ids: [f.videoId] },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/admin/links/:id',
    access: 'admin',
    says: '{ disabled } -> 200 PrivateLink',
    example: (f) => ({ path: `/api/admin/links/${f.linkId}`, json: { disabled: true } }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/links/:id',
    access: 'admin',
    says: '204',
    example: (f) => ({ path: `/api/admin/links/${f.linkId}` }),
  },
  {
    method: 'ALL',
    path: '/api/*',
    access: 'fallback',
    says: '404 { error: not_found } for any other /api address',
    example: at('/api/nothing-here'),
  },
  {
    method: 'ALL',
    path: '/admin/setup/*',
    access: 'fallback',
    says: 'the built setup page, only while the first account can be made; else the 404 page',
    example: at('/admin/setup/'),
    middleware: true,
  },
  {
    method: 'ALL',
    path: '/admin/setup',
    access: 'fallback',
    says: 'as /admin/setup/*',
    example: at('/admin/setup'),
    middleware: true,
  },
  {
    method: 'GET',
    path: '/healthz',
    access: 'public',
    says: '200 when the database answers and the disk has room, else 503 (docs/operations.md)',
    example: at('/healthz'),
  },
  {
    method: 'GET',
    path: '/media/:name',
    access: 'public',
    says:
      'files that a row or the settings reference; HTTP Range. A file only hidden videos use: ' +
      'admin session only (else 404)',
    example: at('/media/0b0e2f4c-1d2a-4c3b-9e8f-7a6b5c4d3e2f.jpg'),
  },
  {
    method: 'HEAD',
    path: '/media/:name',
    access: 'public',
    says: 'as GET, headers only',
    example: at('/media/0b0e2f4c-1d2a-4c3b-9e8f-7a6b5c4d3e2f.jpg'),
  },
  {
    method: 'ALL',
    path: '/media/*',
    access: 'fallback',
    says: '404 for any other /media address',
    example: at('/media/a/b'),
  },
  {
    method: 'GET',
    path: '/p/:token',
    access: 'link',
    says: "a link's page (HTML); every failure the same 404 page",
    example: (f) => ({ path: `/p/${f.linkToken}` }),
  },
  {
    method: 'POST',
    path: '/p/:token',
    access: 'link',
    says: 'form password -> 303 + access cookie | 401 | 429',
    example: (f) =>
      textBody(`/p/${f.linkToken}`, 'application/x-www-form-urlencoded', 'password=x'),
  },
  {
    method: 'POST',
    path: '/p/:token/stats',
    access: 'link',
    says:
      "as POST /api/stats, from a link's page, where its access cookie comes along: a password " +
      "link's events count only with it (400 without)",
    example: (f) =>
      textBody(
        `/p/${f.linkToken}/stats`,
        'text/plain;charset=UTF-8',
        `{"t":"visit","p":"/p/${f.linkToken}"}`,
      ),
  },
  {
    method: 'GET',
    path: '/p/:token/media/:name',
    access: 'link',
    says: "the files of that link's films (access cookie if password)",
    example: (f) => ({ path: `/p/${f.linkToken}/media/x.mp4` }),
  },
  {
    method: 'HEAD',
    path: '/p/:token/media/:name',
    access: 'link',
    says: 'as GET, headers only',
    example: (f) => ({ path: `/p/${f.linkToken}/media/x.mp4` }),
  },
  {
    method: 'ALL',
    path: '/lien-prive',
    access: 'fallback',
    says: "404: the built link-page template is the server's, never served as is",
    example: at('/lien-prive'),
  },
  {
    method: 'ALL',
    path: '/lien-prive/*',
    access: 'fallback',
    says: 'as /lien-prive',
    example: at('/lien-prive/index.html'),
  },
  ...(['GET', 'HEAD'] as const).flatMap((method) =>
    ['/films/:slug', '/films/:slug/'].map(
      (path): RouteEntry => ({
        method,
        path,
        access: 'public',
        says: "an old film address: 301 to the film's current page (docs/film-pages.md), else on",
        example: at('/films/ancien-titre'),
        middleware: true,
      }),
    ),
  ),
  {
    method: 'ALL',
    path: '/*',
    access: 'fallback',
    says: 'the built site (static files, 404 page)',
    example: at('/'),
  },
];
