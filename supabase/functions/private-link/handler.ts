// The visitor's side of a private link in Supabase mode (docs/supabase-design.md, private
// screening links). The service key lives only here, as a function secret: it runs
// open_private_link (token and password checked in the database, one lookup by hash) and signs
// short-lived addresses for the films whose files sit in the private buckets. Every failure gets
// the same 404 answer. After the right password it returns a signed access token (access.ts)
// that the page keeps for the browser session and sends instead of the password. Web-standard
// Request/Response only, so Node tests and Deno run the same code.
import { createAccessSigner } from './access.ts';

export interface PrivateLinkConfig {
  /** The project's address, https://<ref>.supabase.co (SUPABASE_URL in a deployed function). */
  supabaseUrl: string;
  /** SUPABASE_SERVICE_ROLE_KEY: never sent anywhere but to the project itself. */
  serviceKey: string;
  /** How long a signed file address works (seconds). */
  signedSeconds?: number;
  /** The site's origin for CORS; any origin when unset (the answer carries no credentials). */
  siteOrigin?: string;
  /** Key material for access tokens (LINK_ACCESS_SECRET); the service key when unset. */
  accessSecret?: string;
  /** How long an access token works (seconds); the page asks the password again after. */
  accessSeconds?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

// The function is deployed as this folder alone, so it cannot import src/: these copies of the
// site's rules are checked equal to their source (src/lib/private-link.ts, the buckets of
// src/backend/supabase/storage.ts and the migrations) by handler.rules.test.ts.
export const PUBLIC_VIDEO_BUCKET = 'videos';
export const PRIVATE_VIDEO_BUCKET = 'private-videos';
export const PUBLIC_THUMBNAIL_BUCKET = 'thumbnails';
export const PRIVATE_THUMBNAIL_BUCKET = 'private-thumbnails';
/** Six hours: a working session, short enough that a leaked copy soon stops working. */
const ACCESS_SECONDS = 6 * 3600;
/** src/lib/private-link.ts: LINK_TOKEN. */
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** src/lib/private-link.ts: LINK_PASSWORD_MAX. */
export const PASSWORD_MAX = 1024;

interface Film {
  url: string;
  thumbnail_url?: string | null;
  visible?: boolean;
  video_type: string;
  [key: string]: unknown;
}

type Opened =
  | null
  | { state: 'password' }
  | { state: 'wrong' }
  | { state: 'throttled'; retry_after?: number }
  | { state: 'ok'; grant: string | null; message: string | null; films: Film[] };

interface VisitorRequest {
  token: string;
  password: string | null;
  access: string | null;
  count: boolean;
}

const optionalString = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

function readRequest(body: unknown): VisitorRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const { token, password, access, count } = body as Record<string, unknown>;
  if (typeof token !== 'string' || token.length > 200) return null;
  if (!optionalString(password) || !optionalString(access)) return null;
  return {
    token,
    password: typeof password === 'string' ? password.slice(0, PASSWORD_MAX + 1) : null,
    access: typeof access === 'string' && access.length <= 200 ? access : null,
    count: count === true,
  };
}

export function createPrivateLinkHandler(
  config: PrivateLinkConfig,
): (request: Request) => Promise<Response> {
  const base = config.supabaseUrl.replace(/\/+$/, '');
  const send = config.fetch ?? ((input, init) => fetch(input, init));
  const seconds = config.signedSeconds ?? 3600;
  const now = config.now ?? Date.now;
  const signer = createAccessSigner(
    config.accessSecret || config.serviceKey,
    config.accessSeconds ?? ACCESS_SECONDS,
  );
  const service = {
    apikey: config.serviceKey,
    authorization: `Bearer ${config.serviceKey}`,
    'content-type': 'application/json',
  };
  const cors = {
    'access-control-allow-origin': config.siteOrigin || '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
    vary: 'Origin',
  };
  const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: {
        ...cors,
        ...extra,
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'x-robots-tag': 'noindex, nofollow',
      },
    });
  const unavailable = () => json(404, { error: 'not_found' });

  async function open(visit: VisitorRequest): Promise<Opened> {
    // A malformed token still costs the same lookup as any other.
    const token = TOKEN.test(visit.token) ? visit.token : '';
    // The database checks that the grant is still the link's; only a signature of ours names one.
    const grant = visit.access && token ? await signer.verify(token, visit.access, now()) : null;
    const response = await send(`${base}/rest/v1/rpc/open_private_link`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({
        p_token: token,
        p_password: visit.password,
        p_count: visit.count,
        p_grant: grant,
      }),
    });
    if (!response.ok) throw new Error(`open_private_link answered ${response.status}`);
    return (await response.json()) as Opened;
  }

  async function owner(): Promise<{ name: string; title: string }> {
    const response = await send(`${base}/rest/v1/site_settings?id=eq.1&select=name,title`, {
      headers: service,
    });
    const [row] = response.ok
      ? ((await response.json()) as { name?: string; title?: string }[])
      : [];
    return { name: row?.name ?? '', title: row?.title || 'Chef Opérateur' };
  }

  /**
   * A hidden film's object, moved to `privateBucket` under the same name when the video was
   * hidden: a short-lived signed address. A file still in the public bucket (moved by hand, or
   * never) keeps its address rather than failing the whole page.
   */
  async function signedAddress(
    url: string | null | undefined,
    publicBucket: string,
    privateBucket: string,
  ): Promise<string | null> {
    const prefix = `${base}/storage/v1/object/public/${publicBucket}/`;
    if (!url?.startsWith(prefix)) return url ?? null;
    const name = url.slice(prefix.length).split(/[?#]/)[0] ?? '';
    const response = await send(`${base}/storage/v1/object/sign/${privateBucket}/${name}`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ expiresIn: seconds }),
    });
    if (response.status === 400 || response.status === 404) return url;
    if (!response.ok) throw new Error(`signing ${name} answered ${response.status}`);
    const { signedURL } = (await response.json()) as { signedURL: string };
    return `${base}/storage/v1${signedURL}`;
  }

  async function signed(film: Film): Promise<Film> {
    if (film.visible !== false) return film;
    const [url, thumbnail] = await Promise.all([
      film.video_type === 'direct'
        ? signedAddress(film.url, PUBLIC_VIDEO_BUCKET, PRIVATE_VIDEO_BUCKET)
        : film.url,
      signedAddress(film.thumbnail_url, PUBLIC_THUMBNAIL_BUCKET, PRIVATE_THUMBNAIL_BUCKET),
    ]);
    return { ...film, url: url ?? film.url, thumbnail_url: thumbnail };
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') return json(405, { error: 'bad_request' });
    if (!config.serviceKey || !config.supabaseUrl) return json(500, { error: 'internal' });
    const visit = readRequest(await request.json().catch(() => null));
    if (!visit) return unavailable();
    try {
      const opened = await open(visit);
      if (opened === null) return unavailable();
      if (opened.state === 'password') return json(401, { error: 'unauthorized' });
      if (opened.state === 'wrong') return json(401, { error: 'invalid_credentials' });
      if (opened.state === 'throttled') {
        const retry = String(opened.retry_after ?? 60);
        return json(429, { error: 'too_many_requests' }, { 'retry-after': retry });
      }
      const [who, films, access] = await Promise.all([
        owner(),
        Promise.all(opened.films.map(signed)),
        opened.grant ? signer.sign(visit.token, opened.grant, now()) : null,
      ]);
      return json(200, { owner: who, message: opened.message, films, access });
    } catch (error) {
      console.error('private link failed', error);
      return json(500, { error: 'internal' });
    }
  };
}
