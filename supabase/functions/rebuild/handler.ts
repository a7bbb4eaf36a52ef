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
  /**
   * The project's URL and service key (Supabase sets SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in
   * every function): the status row the dashboard reads (public.record_site_rebuild). Without
   * them nothing is recorded and the dashboard says it cannot tell.
   */
  project?: { url: string; serviceKey: string };
}

/** What the deploy workflow posts at its end, with the same secret header. */
interface WorkflowReport {
  report?: unknown;
  detail?: unknown;
}

type RebuildState = 'up_to_date' | 'updating' | 'failed';

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

interface WebhookPayload extends WorkflowReport {
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

  /** Writes the status row; a failure to write is logged, never the answer's reason. */
  async function record(state: RebuildState, detail = ''): Promise<void> {
    if (!config.project) return;
    const { url, serviceKey } = config.project;
    try {
      const response = await send(`${url.replace(/\/+$/, '')}/rest/v1/rpc/record_site_rebuild`, {
        method: 'POST',
        headers: {
          apikey: serviceKey,
          authorization: `Bearer ${serviceKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ new_state: state, new_detail: detail.slice(0, 500) }),
      });
      if (!response.ok) console.error(`rebuild status not recorded: ${response.status}`);
    } catch (error) {
      console.error(`rebuild status not recorded: ${String(error)}`);
    }
  }

  /** Asks GitHub to run the workflow; the failure's words, or null when it was accepted. */
  async function dispatch(table: string, type: string): Promise<string | null> {
    let response: Response;
    try {
      response = await send(`${api}/repos/${config.repository}/dispatches`, {
        method: 'POST',
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${config.githubToken}`,
          'content-type': 'application/json',
          'user-agent': 'filmfolio-rebuild',
          'x-github-api-version': '2022-11-28',
        },
        body: JSON.stringify({ event_type: EVENT_TYPE, client_payload: { table, type } }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      return `GitHub could not be reached: ${String(error)}`;
    }
    if (response.status === 204) return null;
    return `GitHub answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
  }

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
    // The deploy workflow's own end, reported with the same secret (.github/workflows/deploy.yml).
    if (payload.report === 'succeeded' || payload.report === 'failed') {
      const detail = typeof payload.detail === 'string' ? payload.detail : '';
      await record(payload.report === 'succeeded' ? 'up_to_date' : 'failed', detail);
      return json(200, { recorded: payload.report });
    }
    const table = payload.table;
    if (payload.schema !== 'public' || (table !== 'videos' && table !== 'site_settings')) {
      return json(202, { skipped: 'not a change to public.videos or public.site_settings' });
    }
    const failure = await dispatch(table, String(payload.type ?? ''));
    if (failure) {
      // Said to the webhook's log and to the dashboard, which shows the failed-rebuild text.
      console.error(`rebuild not started: ${failure}`);
      await record('failed', failure);
      return json(502, { error: 'rebuild not started', detail: failure });
    }
    await record('updating');
    return json(202, { dispatched: EVENT_TYPE });
  };
}
