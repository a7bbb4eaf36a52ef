import fc from 'fast-check';
import { API } from '../../src/lib/api.ts';
import {
  hostileBody,
  hostileString,
  LIKELY_CONTACT,
  LIKELY_PATCH,
  LIKELY_VIDEO,
  NASTY_TEXT,
  TRAVERSAL_IDS,
} from './hostile-values.ts';

/** One API route with generators for everything a client controls. */
export interface RouteCase {
  name: string;
  method: string;
  /**
   * Public routes may accept hostile-looking but well-formed input; admin routes need a session.
   * Sign-in and sign-out end the session they are sent with (by design), so they run anonymous.
   */
  access: 'public' | 'admin' | 'anonymous-only';
  path: fc.Arbitrary<string>;
  body?: fc.Arbitrary<string>;
  headers?: fc.Arbitrary<Record<string, string>>;
  /** Media answers follow their own protocol: status and no leak, not a JSON body. */
  jsonErrors: boolean;
}

const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TRAVERSAL_IDS),
  fc.constantFrom(...NASTY_TEXT).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

const query: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('order', 'id', 'limit', '__proto__', 'q'), hostileString)
  .map(([k, v]) => `?${k}=${encodeURIComponent(v.slice(0, 2000))}`);

export const VIDEO_FIELDS = ['title', 'description', 'url', 'video_type', 'thumbnail_url'] as const;

const idsBody: fc.Arbitrary<string> = fc.oneof(
  hostileBody(['ids']),
  fc.array(segment, { maxLength: 5 }).map((ids) => JSON.stringify({ ids })),
  fc.constantFrom(
    JSON.stringify({ ids: ['a', 'a'] }),
    JSON.stringify({ ids: [] }),
    JSON.stringify({ ids: 'all' }),
  ),
);

const tusHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'tus-resumable': fc.constantFrom('1.0.0', '0.2.2', '9', ''),
      'upload-length': fc.oneof(
        fc.constantFrom('-1', '52428801', '999999999999999999999', 'abc', '1e9', '0x10', ''),
        fc.integer({ min: 52_428_801 }).map(String),
      ),
      'upload-metadata': hostileString.map(
        (s) => `filename ${Buffer.from(s.slice(0, 500)).toString('base64')}`,
      ),
      'upload-offset': fc.constantFrom('-5', 'abc', '999999999999', '0'),
      'content-type': fc.constantFrom(
        'application/offset+octet-stream',
        'text/html',
        'application/json',
      ),
    },
    { requiredKeys: ['tus-resumable'] },
  )
  .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== '')));

const imageBody: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.constantFrom(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    '<html><script>alert(1)</script></html>',
    'GIF89a<script>alert(1)</script>',
    '%PDF-1.4',
  ),
);

export const ROUTES: RouteCase[] = [
  {
    name: 'GET /api/videos',
    method: 'GET',
    access: 'public',
    path: query.map((q) => API.videos + q),
    jsonErrors: true,
  },
  {
    name: 'POST /api/videos',
    method: 'POST',
    access: 'admin',
    path: fc.constant(API.videos),
    body: hostileBody(VIDEO_FIELDS, LIKELY_VIDEO),
    jsonErrors: true,
  },
  {
    name: 'PUT /api/videos/:id',
    method: 'PUT',
    access: 'admin',
    path: segment.map((s) => `${API.videos}/${s}`),
    body: hostileBody(VIDEO_FIELDS, LIKELY_VIDEO),
    jsonErrors: true,
  },
  {
    name: 'PATCH /api/videos/:id',
    method: 'PATCH',
    access: 'admin',
    path: segment.map((s) => `${API.videos}/${s}`),
    body: hostileBody(['layout', 'keep_small_format'], LIKELY_PATCH),
    jsonErrors: true,
  },
  {
    name: 'DELETE /api/videos/:id',
    method: 'DELETE',
    access: 'admin',
    path: segment.map((s) => `${API.videos}/${s}`),
    jsonErrors: true,
  },
  {
    name: 'PUT /api/videos/order',
    method: 'PUT',
    access: 'admin',
    path: fc.constant(API.order),
    body: idsBody,
    jsonErrors: true,
  },
  {
    name: 'GET /api/session',
    method: 'GET',
    access: 'public',
    path: query.map((q) => API.session + q),
    jsonErrors: true,
  },
  {
    name: 'POST /api/session',
    method: 'POST',
    access: 'anonymous-only',
    path: fc.constant(API.session),
    body: hostileBody(['email', 'password']),
    jsonErrors: true,
  },
  {
    name: 'DELETE /api/session',
    method: 'DELETE',
    access: 'anonymous-only',
    path: query.map((q) => API.session + q),
    body: hostileBody(['all']),
    jsonErrors: true,
  },
  {
    name: 'POST /api/uploads/',
    method: 'POST',
    access: 'admin',
    path: fc.constant(API.uploads),
    headers: tusHeaders,
    jsonErrors: true,
  },
  {
    name: 'PATCH /api/uploads/:id',
    method: 'PATCH',
    access: 'admin',
    path: segment.map((s) => API.uploads + s),
    headers: tusHeaders,
    body: fc.constant('AAAA'),
    jsonErrors: true,
  },
  {
    name: 'HEAD /api/uploads/:id',
    method: 'HEAD',
    access: 'admin',
    path: segment.map((s) => API.uploads + s),
    headers: tusHeaders,
    jsonErrors: false,
  },
  {
    name: 'DELETE /api/uploads/:id',
    method: 'DELETE',
    access: 'admin',
    path: segment.map((s) => API.uploads + s),
    headers: tusHeaders,
    jsonErrors: true,
  },
  {
    name: 'POST /api/thumbnails',
    method: 'POST',
    access: 'admin',
    path: fc.constant(API.thumbnails),
    body: imageBody,
    headers: fc
      .constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/json')
      .map((t) => ({ 'content-type': t })),
    jsonErrors: true,
  },
  {
    name: 'POST /api/contact',
    method: 'POST',
    access: 'public',
    path: fc.constant(API.contact),
    body: hostileBody(['name', 'email', 'message', 'website'], LIKELY_CONTACT),
    jsonErrors: true,
  },
  {
    name: 'GET /api/messages',
    method: 'GET',
    access: 'admin',
    path: query.map((q) => API.messages + q),
    jsonErrors: true,
  },
  {
    name: 'DELETE /api/messages/:id',
    method: 'DELETE',
    access: 'admin',
    path: segment.map((s) => `${API.messages}/${s}`),
    jsonErrors: true,
  },
  // Preview copies (docs/video-previews.md): the state, Créer l'aperçu, and a copy sent whole.
  {
    name: 'GET /api/admin/videos/:id/preview',
    method: 'GET',
    access: 'admin',
    path: segment.map((s) => `/api/admin/videos/${s}/preview`),
    jsonErrors: true,
  },
  {
    name: 'POST /api/videos/:id/preview',
    method: 'POST',
    access: 'admin',
    path: segment.map((s) => `${API.videos}/${s}/preview`),
    jsonErrors: true,
  },
  {
    name: 'PUT /api/videos/:id/preview',
    method: 'PUT',
    access: 'admin',
    path: segment.map((s) => `${API.videos}/${s}/preview`),
    body: hostileString,
    headers: fc.constantFrom('video/mp4', 'text/html').map((t) => ({ 'content-type': t })),
    jsonErrors: true,
  },
  {
    name: 'GET /media/:name',
    method: 'GET',
    access: 'public',
    path: segment.map((s) => `/media/${s}`),
    jsonErrors: false,
  },
];
