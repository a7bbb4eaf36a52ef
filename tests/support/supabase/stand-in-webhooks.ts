// The stand-in's Database Webhooks: the trigger Supabase's dashboard creates for a hook, and the
// delivery pg_net makes of what it queued. supabase_functions.http_request
// (tests/supabase/stand-in.sql) queues each row change's request and NOTIFYs its id on commit;
// this LISTENs, reads the request and POSTs it, as pg_net's worker does: after the commit, in the
// background, with nothing retried when the call fails.
import type { SupabaseTestDb } from './db.ts';

const CHANNEL = 'supabase_functions_http_request';

export interface DatabaseWebhook {
  /** The trigger's name, as the hook's name in the dashboard. */
  name: string;
  table: string;
  events: ('INSERT' | 'UPDATE' | 'DELETE')[];
  /** The address called: `<project>/functions/v1/<name>` for a "Supabase Edge Functions" hook. */
  url: string;
  headers: Record<string, string>;
}

export interface Delivery {
  url: string;
  type: string;
  table: string;
  /** The HTTP status answered, or 0 when the call failed. */
  status: number;
}

export interface StandInWebhooks {
  /** Creates the hook's trigger, as the dashboard's "Create a new hook" does. */
  add(hook: DatabaseWebhook): Promise<void>;
  /** Every request sent, in the order the answers came. */
  deliveries: Delivery[];
  close(): Promise<void>;
}

/** The two hooks docs/supabase.md (section 7) has the owner create for the rebuild function. */
export function rebuildHooks(projectUrl: string, secret: string): DatabaseWebhook[] {
  const hook = {
    url: `${projectUrl}/functions/v1/rebuild`,
    headers: { 'x-webhook-secret': secret },
  };
  return [
    { name: 'rebuild-videos', table: 'videos', events: ['INSERT', 'UPDATE', 'DELETE'], ...hook },
    { name: 'rebuild-settings', table: 'site_settings', events: ['UPDATE'], ...hook },
  ];
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function startStandInWebhooks(t: SupabaseTestDb): Promise<StandInWebhooks> {
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<void>>();

  async function deliver(id: string) {
    const [row] = await t.sudo<{
      request: {
        url: string;
        method: string;
        headers: Record<string, string>;
        timeout_ms: number;
        body: { type: string; table: string };
      };
    }>('delete from supabase_functions.http_queue where id = $1 returning request', [Number(id)]);
    if (!row) return;
    const { url, method, headers, timeout_ms, body } = row.request;
    let status = 0;
    try {
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeout_ms),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      console.error(`database webhook to ${url} failed: ${String(error)}`);
    }
    deliveries.push({ url, type: body.type, table: body.table, status });
  }

  const unlisten = await t.db.listen(CHANNEL, (id) => {
    const sending = deliver(id)
      .catch((error: unknown) => console.error(`database webhook ${id} not sent: ${String(error)}`))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  });

  return {
    deliveries,
    async add(hook) {
      if (!/^[a-z_]+$/.test(hook.table) || !/^[\w-]+$/.test(hook.name)) {
        throw new Error(`webhook ${hook.name} on ${hook.table}`);
      }
      await t.sudo(
        `create trigger "${hook.name}" after ${hook.events.join(' or ')} on public.${hook.table}
         for each row execute function supabase_functions.http_request(
           ${literal(hook.url)}, 'POST', ${literal(JSON.stringify(hook.headers))}, '{}', '5000')`,
      );
    },
    async close() {
      await unlisten();
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
