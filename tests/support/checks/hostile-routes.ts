import fc from 'fast-check';
import { API } from '../../../src/lib/api.ts';
import {
  type ExampleRequest,
  type Fixtures,
  ROUTE_INVENTORY,
  type RouteEntry,
  routeKey,
} from '../data/route-inventory.ts';
import {
  hostileBody,
  hostileString,
  idsBody,
  imageBody,
  LIKELY_CONTACT,
  LIKELY_PATCH,
  LIKELY_VIDEO,
  query,
  segment,
  tusHeaders,
} from './hostile-values.ts';

// The cases are generated from the route inventory (tests/support/data/route-inventory.ts): every
// route gets one, derived from its path and example request, unless BESPOKE below gives it
// sharper generators. A route added to the inventory is in this suite with nothing more to write.

/** One route with generators for everything a client controls. */
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

export const VIDEO_FIELDS = ['title', 'description', 'url', 'video_type', 'thumbnail_url'] as const;

/** Routes whose hostile input is sharper than what their example gives (see routeCases). */
const BESPOKE: Readonly<Record<string, RouteCase[]>> = {
  'GET /api/videos': [
    {
      name: 'GET /api/videos',
      method: 'GET',
      access: 'public',
      path: query.map((q) => API.videos + q),
      jsonErrors: true,
    },
  ],
  'POST /api/videos': [
    {
      name: 'POST /api/videos',
      method: 'POST',
      access: 'admin',
      path: fc.constant(API.videos),
      body: hostileBody(VIDEO_FIELDS, LIKELY_VIDEO),
      jsonErrors: true,
    },
  ],
  'PUT /api/videos/:id': [
    {
      name: 'PUT /api/videos/:id',
      method: 'PUT',
      access: 'admin',
      path: segment.map((s) => `${API.videos}/${s}`),
      body: hostileBody(VIDEO_FIELDS, LIKELY_VIDEO),
      jsonErrors: true,
    },
  ],
  'PATCH /api/videos/:id': [
    {
      name: 'PATCH /api/videos/:id',
      method: 'PATCH',
      access: 'admin',
      path: segment.map((s) => `${API.videos}/${s}`),
      body: hostileBody(['layout', 'keep_small_format'], LIKELY_PATCH),
      jsonErrors: true,
    },
  ],
  'DELETE /api/videos/:id': [
    {
      name: 'DELETE /api/videos/:id',
      method: 'DELETE',
      access: 'admin',
      path: segment.map((s) => `${API.videos}/${s}`),
      jsonErrors: true,
    },
  ],
  'PUT /api/videos/order': [
    {
      name: 'PUT /api/videos/order',
      method: 'PUT',
      access: 'admin',
      path: fc.constant(API.order),
      body: idsBody,
      jsonErrors: true,
    },
  ],
  'GET /api/session': [
    {
      name: 'GET /api/session',
      method: 'GET',
      access: 'public',
      path: query.map((q) => API.session + q),
      jsonErrors: true,
    },
  ],
  'POST /api/session': [
    {
      name: 'POST /api/session',
      method: 'POST',
      access: 'anonymous-only',
      path: fc.constant(API.session),
      body: hostileBody(['email', 'password']),
      jsonErrors: true,
    },
  ],
  'DELETE /api/session': [
    {
      name: 'DELETE /api/session',
      method: 'DELETE',
      access: 'anonymous-only',
      path: query.map((q) => API.session + q),
      body: hostileBody(['all']),
      jsonErrors: true,
    },
  ],
  'ALL /api/uploads/*': [
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
  ],
  'POST /api/thumbnails': [
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
  ],
  'POST /api/contact': [
    {
      name: 'POST /api/contact',
      method: 'POST',
      access: 'public',
      path: fc.constant(API.contact),
      body: hostileBody(['name', 'email', 'message', 'website'], LIKELY_CONTACT),
      jsonErrors: true,
    },
  ],
  'GET /api/messages': [
    {
      name: 'GET /api/messages',
      method: 'GET',
      access: 'admin',
      path: query.map((q) => API.messages + q),
      jsonErrors: true,
    },
  ],
  'DELETE /api/messages/:id': [
    {
      name: 'DELETE /api/messages/:id',
      method: 'DELETE',
      access: 'admin',
      path: segment.map((s) => `${API.messages}/${s}`),
      jsonErrors: true,
    },
  ],
  // Preview copies (docs/video-previews.md): the state, Créer l'aperçu, and a copy sent whole.
  'GET /api/admin/videos/:id/preview': [
    {
      name: 'GET /api/admin/videos/:id/preview',
      method: 'GET',
      access: 'admin',
      path: segment.map((s) => `/api/admin/videos/${s}/preview`),
      jsonErrors: true,
    },
  ],
  'POST /api/videos/:id/preview': [
    {
      name: 'POST /api/videos/:id/preview',
      method: 'POST',
      access: 'admin',
      path: segment.map((s) => `${API.videos}/${s}/preview`),
      jsonErrors: true,
    },
  ],
  'PUT /api/videos/:id/preview': [
    {
      name: 'PUT /api/videos/:id/preview',
      method: 'PUT',
      access: 'admin',
      path: segment.map((s) => `${API.videos}/${s}/preview`),
      body: hostileString,
      headers: fc.constantFrom('video/mp4', 'text/html').map((t) => ({ 'content-type': t })),
      jsonErrors: true,
    },
  ],
  'GET /media/:name': [
    {
      name: 'GET /media/:name',
      method: 'GET',
      access: 'public',
      path: segment.map((s) => `/media/${s}`),
      jsonErrors: false,
    },
  ],
  'ALL /api/uploads': [
    {
      name: 'POST /api/uploads',
      method: 'POST',
      access: 'admin',
      path: fc.constant('/api/uploads'),
      headers: tusHeaders,
      jsonErrors: true,
    },
  ],
};

/** The methods an ALL route is exercised with: the one its example uses. */
const methodOf = (route: RouteEntry, example: ExampleRequest) =>
  route.method === 'ALL' ? (example.method ?? 'GET') : route.method;

/** Ids for the examples: none exists on the hostile server, which is the point. */
const NO_FIXTURES: Fixtures = {
  videoId: 'x',
  uploadedVideoId: 'x',
  messageId: 'x',
  linkId: 'x',
  linkToken: 'x',
  stillId: 'x',
  subtitleId: 'x',
};

/** A route's case from its inventory entry: hostile path parameters, body fields and file name. */
function derivedCase(route: RouteEntry): RouteCase {
  const example = route.example(NO_FIXTURES);
  const method = methodOf(route, example);
  const parts = route.path.split(/(:[A-Za-z]+|\*)/).filter((part) => part !== '');
  const hasParams = parts.some((part) => part.startsWith(':') || part === '*');
  const path = hasParams
    ? fc
        .tuple(
          ...parts.map((part) =>
            part.startsWith(':') || part === '*' ? segment : fc.constant(part),
          ),
        )
        .map((pieces) => pieces.join(''))
    : method === 'GET' || method === 'HEAD' || method === 'DELETE'
      ? query.map((q) => route.path + q)
      : fc.constant(route.path);
  const body =
    example.json !== undefined
      ? hostileBody(Object.keys(example.json))
      : example.body !== undefined
        ? imageBody
        : undefined;
  const fixed = example.headers ?? {};
  const headers =
    'X-File-Name' in fixed
      ? hostileString.map((name) => ({
          ...fixed,
          'X-File-Name': encodeURIComponent(name.slice(0, 500)),
        }))
      : Object.keys(fixed).length > 0
        ? fc.constant(fixed)
        : undefined;
  return {
    name: routeKey({ method, path: route.path }),
    method,
    access:
      route.access === 'admin' ? 'admin' : route.access === 'session' ? 'anonymous-only' : 'public',
    path,
    ...(body ? { body } : {}),
    ...(headers ? { headers } : {}),
    // Media and pages follow their own protocol: status and no leak, not a JSON body.
    jsonErrors: route.path.startsWith('/api/') && method !== 'HEAD',
  };
}

/** The cases of one inventory entry: its bespoke ones, or the one derived from it. */
export const routeCases = (route: RouteEntry): RouteCase[] =>
  BESPOKE[routeKey(route)] ?? [derivedCase(route)];

/** Every route of the inventory, each with at least one case. */
export const ROUTES: RouteCase[] = ROUTE_INVENTORY.flatMap(routeCases);

/** Bespoke keys that no longer name a route: a renamed route must not lose its sharp cases. */
export const STALE_BESPOKE = Object.keys(BESPOKE).filter(
  (key) => !ROUTE_INVENTORY.some((route) => routeKey(route) === key),
);
