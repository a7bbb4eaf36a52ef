// The stand-in's tables beyond videos and site settings (stand-in.ts): the private
// links' two tables as the export writes them, and the old film addresses the build reads.
import type http from 'node:http';
import type { SupabaseTestDb } from './db.ts';
import { quoteIdent, readBody, send } from './stand-in-http.ts';

export interface StandInTablesOptions {
  t: SupabaseTestDb;
  service: <R>(sql: string, params?: unknown[]) => Promise<R[]>;
  writes: { inserts: number; updates: number };
  serviceKey: string;
}

export function createStandInTables({ t, service, writes, serviceKey }: StandInTablesOptions) {
  /**
   * The private links' tables as the export writes them, service role only: select with eq
   * filters, insert of a JSON array, PATCH and DELETE by eq filters.
   */
  async function linkTable(
    table: 'private_links' | 'private_link_videos',
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ) {
    if (req.headers.apikey !== serviceKey) return send(res, 401, { message: 'permission denied' });
    const where: string[] = [];
    const params: unknown[] = [];
    for (const [key, value] of url.searchParams) {
      if (key === 'select') continue;
      const eq = /^eq\.(.*)$/.exec(value);
      if (!eq) throw new Error(`filter ${key}=${value}`);
      params.push(eq[1]);
      where.push(`${quoteIdent(key)} = $${params.length}`);
    }
    const filter = where.length ? ` where ${where.join(' and ')}` : '';
    if (req.method === 'GET') {
      const select = (url.searchParams.get('select') ?? '*').split(',');
      const columns = select[0] === '*' ? '*' : select.map(quoteIdent).join(', ');
      // to_jsonb writes dates and times as PostgREST does ('2099-12-31', not a Date).
      const [found] = await service<{ rows: unknown[] }>(
        `select coalesce(jsonb_agg(to_jsonb(x)), '[]') as rows from (select ${columns} from public.${table}${filter}) x`,
        params,
      );
      return send(res, 200, found?.rows ?? []);
    }
    if (req.method === 'DELETE') {
      await service(`delete from public.${table}${filter}`, params);
      return send(res, 204);
    }
    const body = JSON.parse((await readBody(req)).toString('utf8'));
    if (req.method === 'POST') {
      const rows = body as Record<string, unknown>[];
      const columns = Object.keys(rows[0] ?? {})
        .map(quoteIdent)
        .join(', ');
      await service(
        `insert into public.${table} (${columns}) select ${columns} from json_populate_recordset(null::public.${table}, $1)`,
        [JSON.stringify(rows)],
      );
      writes.inserts += rows.length;
      return send(res, 201);
    }
    if (req.method === 'PATCH') {
      const columns = Object.keys(body).map(quoteIdent);
      params.push(JSON.stringify(body));
      await service(
        `update public.${table} set (${columns.join(', ')}) = (select ${columns.join(', ')} from json_populate_record(null::public.${table}, $${params.length}))${filter}`,
        params,
      );
      writes.updates += 1;
      return send(res, 204);
    }
    return send(res, 405, { message: 'method' });
  }

  /** The build's read of old film addresses, in the embedded shape PostgREST gives it. */
  async function slugHistory(res: http.ServerResponse) {
    const rows = await t.run<{ slug: string; videos: { slug: string } | null }>(
      { role: 'anon' },
      `select h.slug, (select jsonb_build_object('slug', v.slug) from public.videos v
         where v.id = h.video_id) as videos from public.video_slug_history h`,
    );
    return send(res, 200, rows);
  }

  /**
   * The audience counts as the export reads and writes them, service role only: every row (one
   * page), and an array upserted on the primary key (Prefer: resolution=merge-duplicates).
   */
  async function statisticsTable(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.headers.apikey !== serviceKey) return send(res, 401, { message: 'permission denied' });
    if (req.method === 'GET') {
      const [found] = await service<{ rows: unknown[] }>(
        `select coalesce(jsonb_agg(to_jsonb(d) order by day, kind, item, link), '[]') as rows
         from public.statistics_daily d`,
      );
      return send(res, 200, found?.rows ?? []);
    }
    if (req.method !== 'POST' || !/merge-duplicates/.test(String(req.headers.prefer ?? ''))) {
      return send(res, 405, { message: 'method' });
    }
    const rows = JSON.parse((await readBody(req)).toString('utf8')) as unknown[];
    await service(
      `insert into public.statistics_daily
       select * from json_populate_recordset(null::public.statistics_daily, $1)
       on conflict (day, kind, item, link) do update set visits = excluded.visits,
         plays = excluded.plays, completes = excluded.completes, last_at = excluded.last_at`,
      [JSON.stringify(rows)],
    );
    writes.inserts += rows.length;
    return send(res, 201);
  }

  return { linkTable, slugHistory, statisticsTable };
}
