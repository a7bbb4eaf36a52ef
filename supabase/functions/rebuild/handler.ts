// The rebuild hook: Database Webhooks on public.videos and public.site_settings call this Edge Function, which asks
// GitHub to run the deploy workflow (repository_dispatch, type content-changed). The GitHub
// token lives only here, as a function secret; the caller proves itself with a shared secret.
// Web-standard Request/Response only, so Node tests and Deno run the same code.

export interface RebuildConfig {
  webhookSecret: string;
  githubToken: string;
  /** owner/name of the repository whose workflow deploys the site. */
  repository: string;
  githubApi?: string;
  fetch?: typeof fetch;
}

export const SECRET_HEADER = 'x-webhook-secret';
export const EVENT_TYPE = 'content-changed';

const encoder = new TextEncoder();

/** Compares without stopping at the first difference, so timing does not leak the secret. */
function sameSecret(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

interface WebhookPayload {
  type?: unknown;
  table?: unknown;
  schema?: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createRebuildHandler(
  config: RebuildConfig,
): (request: Request) => Promise<Response> {
  const api = (config.githubApi ?? 'https://api.github.com').replace(/\/+$/, '');
  const send = config.fetch ?? ((input, init) => fetch(input, init));
  const configured =
    config.webhookSecret.length >= 16 &&
    config.githubToken !== '' &&
    /^[\w.-]+\/[\w.-]+$/.test(config.repository);

  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'method not allowed' });
    if (!configured) return json(500, { error: 'rebuild function is not configured' });
    if (!sameSecret(request.headers.get(SECRET_HEADER) ?? '', config.webhookSecret)) {
      return json(401, { error: 'bad webhook secret' });
    }
    let payload: WebhookPayload;
    try {
      payload = (await request.json()) as WebhookPayload;
    } catch {
      return json(400, { error: 'body is not JSON' });
    }
    const table = payload.table;
    if (payload.schema !== 'public' || (table !== 'videos' && table !== 'site_settings')) {
      return json(202, { skipped: 'not a change to public.videos or public.site_settings' });
    }
    const response = await send(`${api}/repos/${config.repository}/dispatches`, {
      method: 'POST',
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${config.githubToken}`,
        'content-type': 'application/json',
        'user-agent': 'filmfolio-rebuild',
        'x-github-api-version': '2022-11-28',
      },
      body: JSON.stringify({
        event_type: EVENT_TYPE,
        client_payload: { table, type: String(payload.type ?? '') },
      }),
    });
    if (response.status !== 204) {
      return json(502, {
        error: `GitHub answered ${response.status}`,
        detail: await response.text(),
      });
    }
    return json(202, { dispatched: EVENT_TYPE });
  };
}
