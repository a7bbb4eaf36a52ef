// The visitor's side of a private link in Supabase mode (docs/supabase.md, section 11). The
// service key lives only here, as a function secret: it runs open_private_link (token and
// password checked in the database, one lookup by hash) and signs short-lived addresses for
// the films whose files sit in the private bucket. Every failure gets the same 404 answer.
// Web-standard Request/Response only, so Node tests and Deno run the same code.

export interface PrivateLinkConfig {
  /** The project's address, https://<ref>.supabase.co (SUPABASE_URL in a deployed function). */
  supabaseUrl: string;
  /** SUPABASE_SERVICE_ROLE_KEY: never sent anywhere but to the project itself. */
  serviceKey: string;
  /** How long a signed file address works (seconds). */
  signedSeconds?: number;
  /** The site's origin for CORS; any origin when unset (the answer carries no credentials). */
  siteOrigin?: string;
  fetch?: typeof fetch;
}

export const PUBLIC_VIDEO_BUCKET = 'videos';
export const PRIVATE_VIDEO_BUCKET = 'private-videos';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const PASSWORD_MAX = 1024;

interface Film {
  url: string;
  visible?: boolean;
  video_type: string;
  [key: string]: unknown;
}

type Opened =
  | null
  | { state: 'password' | 'wrong' | 'throttled' }
  | { state: 'ok'; message: string | null; films: Film[] };

interface VisitorRequest {
  token: string;
  password: string | null;
  count: boolean;
}

function readRequest(body: unknown): VisitorRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const { token, password, count } = body as Record<string, unknown>;
  if (typeof token !== 'string' || token.length > 200) return null;
  if (password !== undefined && password !== null && typeof password !== 'string') return null;
  return {
    token,
    password: typeof password === 'string' ? password.slice(0, PASSWORD_MAX + 1) : null,
    count: count === true,
  };
}

export function createPrivateLinkHandler(
  config: PrivateLinkConfig,
): (request: Request) => Promise<Response> {
  const base = config.supabaseUrl.replace(/\/+$/, '');
  const send = config.fetch ?? ((input, init) => fetch(input, init));
  const seconds = config.signedSeconds ?? 3600;
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
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: {
        ...cors,
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'x-robots-tag': 'noindex, nofollow',
      },
    });
  const unavailable = () => json(404, { error: 'not_found' });

  async function open(visit: VisitorRequest): Promise<Opened> {
    const response = await send(`${base}/rest/v1/rpc/open_private_link`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({
        // A malformed token still costs the same lookup as any other.
        p_token: TOKEN.test(visit.token) ? visit.token : '',
        p_password: visit.password,
        p_count: visit.count,
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

  /** A hidden film's file: its object now sits in the private bucket under the same name. */
  async function signed(film: Film): Promise<Film> {
    const prefix = `${base}/storage/v1/object/public/${PUBLIC_VIDEO_BUCKET}/`;
    if (film.visible !== false || film.video_type !== 'direct' || !film.url.startsWith(prefix)) {
      return film;
    }
    const name = film.url.slice(prefix.length).split(/[?#]/)[0] ?? '';
    const response = await send(`${base}/storage/v1/object/sign/${PRIVATE_VIDEO_BUCKET}/${name}`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ expiresIn: seconds }),
    });
    if (!response.ok) throw new Error(`signing ${name} answered ${response.status}`);
    const { signedURL } = (await response.json()) as { signedURL: string };
    return { ...film, url: `${base}/storage/v1${signedURL}` };
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
      if (opened.state !== 'ok') return json(429, { error: 'too_many_requests' });
      const [who, films] = await Promise.all([owner(), Promise.all(opened.films.map(signed))]);
      return json(200, { owner: who, message: opened.message, films });
    } catch (error) {
      console.error('private link failed', error);
      return json(500, { error: 'internal' });
    }
  };
}
