// A stand-in for a Supabase project's HTTP API on 127.0.0.1, over the real migrations on the run's
// PostgreSQL 15, applied by a `postgres` role that is not a superuser (tests/support/supabase/db.ts,
// tests/support/supabase/postgres15.ts), so constraints, grants, policies and bucket limits are the real ones.
// Anon and signed-in callers get Auth, PostgREST, Storage and the resumable endpoint
// (stand-in-api.ts and the files it names: what the admin adapter and the public page
// use, docs/supabase.md "The stand-in"); the service key keeps the few calls the export command
// makes (below); Edge Functions are mounted at /functions/v1/<name>; Database Webhooks are sent
// after each commit (stand-in-webhooks.ts). It proves our requests
// against our reading of the documented API, not the hosted service.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSupabaseTestDb, type SupabaseTestDb } from './db.ts';
import { createStandInApi } from './stand-in-api.ts';
import { corsAnswered, quoteIdent, readBody, send, serveFunction } from './stand-in-http.ts';
import { createStandInTables } from './stand-in-tables.ts';
import { type StandInWebhooks, startStandInWebhooks } from './stand-in-webhooks.ts';

export interface StandIn {
  url: string;
  serviceKey: string;
  /** The public key: reads of public.videos run as anon, through row-level security. */
  anonKey: string;
  t: SupabaseTestDb;
  /** Bytes of every stored object, by "bucket/name". */
  objects: Map<string, Buffer>;
  /** Counts of the writes received, by kind. */
  writes: { uploads: number; inserts: number; updates: number; removals: number };
  /** Cuts the connection of every upload after the next `n` succeed (an interrupted run). */
  cutUploadsAfter(n: number | null): void;
  /** Auth's counts of grants, and a reset to the first password with no session open. */
  auth: { counts: { passwordGrants: number; refreshGrants: number }; reset(): void };
  /** Counts of the resumable endpoint's creations, PATCH requests and completed uploads. */
  tus: { counts: { created: number; patches: number; finished: number } };
  /** Database Webhooks: triggers whose calls the stand-in sends after each commit. */
  webhooks: StandInWebhooks;
  /** Serves an Edge Function's handler at /functions/v1/<name>, as the project would. */
  mountFunction(name: string, handler: (request: Request) => Promise<Response>): void;
  close(): Promise<void>;
}

const SERVICE_KEY = 'service-role-key-for-tests';
const ANON_KEY = 'anon-key-for-tests';

export async function startStandIn(): Promise<StandIn> {
  const t = await createSupabaseTestDb('pg15');
  const webhooks = await startStandInWebhooks(t);
  const objects = new Map<string, Buffer>();
  const writes = { uploads: 0, inserts: 0, updates: 0, removals: 0 };
  let cutAfter: number | null = null;
  const service = <R>(sql: string, params: unknown[] = []) =>
    t.db.transaction(async (tx) => {
      await tx.query('set local role service_role');
      return (await tx.query<R>(sql, params)).rows;
    });

  async function rest(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    if (req.method === 'GET') {
      const sql = 'select * from public.videos order by order_position';
      const rows =
        req.headers.apikey === ANON_KEY ? await t.run({ role: 'anon' }, sql) : await service(sql);
      return send(res, 200, rows);
    }
    if (req.headers.apikey !== SERVICE_KEY) return send(res, 401, { message: 'permission denied' });
    const body = JSON.parse((await readBody(req)).toString('utf8'));
    if (req.method === 'POST') {
      const rows = body as Record<string, unknown>[];
      const columns = Object.keys(rows[0] ?? {})
        .map(quoteIdent)
        .join(', ');
      await service(
        `insert into public.videos (${columns}) select ${columns} from json_populate_recordset(null::public.videos, $1)`,
        [JSON.stringify(rows)],
      );
      writes.inserts += rows.length;
      return send(res, 201);
    }
    if (req.method === 'PATCH') {
      const id = /^eq\.(.+)$/.exec(url.searchParams.get('id') ?? '')?.[1];
      const columns = Object.keys(body).map(quoteIdent);
      await service(
        `update public.videos set (${columns.join(', ')}) = (select ${columns.join(', ')} from json_populate_record(null::public.videos, $1)) where id = $2`,
        [JSON.stringify(body), id],
      );
      writes.updates += 1;
      return send(res, 204);
    }
    return send(res, 405, { message: 'method' });
  }

  /** GET and PATCH of the one site_settings row (id 1), as PostgREST answers them. */
  async function settingsRoute(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.method === 'GET') {
      const sql = 'select * from public.site_settings where id = 1';
      const rows =
        req.headers.apikey === ANON_KEY ? await t.run({ role: 'anon' }, sql) : await service(sql);
      return send(res, 200, rows);
    }
    if (req.headers.apikey !== SERVICE_KEY) return send(res, 401, { message: 'permission denied' });
    if (req.method !== 'PATCH') return send(res, 405, { message: 'method' });
    const body = JSON.parse((await readBody(req)).toString('utf8'));
    const columns = Object.keys(body).map(quoteIdent);
    await service(
      `update public.site_settings set (${columns.join(', ')}) = (select ${columns.join(', ')} from json_populate_record(null::public.site_settings, $1)) where id = 1`,
      [JSON.stringify(body)],
    );
    writes.updates += 1;
    return send(res, 204);
  }

  async function storage(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const read = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(path);
    if (read && req.method === 'GET') {
      const body = objects.get(`${read[1]}/${decodeURIComponent(read[2] ?? '')}`);
      if (!body) return send(res, 404, { error: 'not_found' });
      res.writeHead(200, { 'content-length': body.length });
      return res.end(body);
    }
    // Listing and writing need the service role (our buckets' policies want the admin otherwise).
    if (req.headers.apikey !== SERVICE_KEY) return send(res, 401, { message: 'permission denied' });
    const list = /^\/storage\/v1\/object\/list\/([^/]+)$/.exec(path);
    if (list && req.method === 'POST') {
      const { limit, offset } = JSON.parse((await readBody(req)).toString('utf8'));
      const rows = await service<{ name: string; id: string; metadata: unknown }>(
        'select name, id, metadata from storage.objects where bucket_id = $1 order by name limit $2 offset $3',
        [list[1], limit, offset],
      );
      return send(res, 200, rows);
    }
    // Storage's bulk delete: DELETE /object/<bucket> with { prefixes: [names] }.
    const bulk = /^\/storage\/v1\/object\/([^/]+)$/.exec(path);
    if (bulk && req.method === 'DELETE') {
      const { prefixes } = JSON.parse((await readBody(req)).toString('utf8')) as {
        prefixes: string[];
      };
      const removed = await service<{ name: string }>(
        'delete from storage.objects where bucket_id = $1 and name = any($2) returning name',
        [bulk[1], prefixes],
      );
      for (const { name } of removed) objects.delete(`${bulk[1]}/${name}`);
      writes.removals += removed.length;
      return send(res, 200, removed);
    }
    const put = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(path);
    if (put && req.method === 'POST') {
      const [, bucket = '', encoded = ''] = put;
      const name = decodeURIComponent(encoded);
      if (cutAfter !== null && writes.uploads >= cutAfter) {
        req.socket.destroy();
        return;
      }
      const body = await readBody(req);
      const type = String(req.headers['content-type'] ?? '');
      // What Storage checks against the bucket row before it stores anything.
      const [limits] = await service<{
        file_size_limit: number | null;
        allowed_mime_types: string[] | null;
      }>('select file_size_limit, allowed_mime_types from storage.buckets where id = $1', [bucket]);
      if (!limits) return send(res, 404, { statusCode: '404', error: 'Bucket not found' });
      if (limits.allowed_mime_types && !limits.allowed_mime_types.includes(type)) {
        return send(res, 415, { statusCode: '415', error: 'invalid_mime_type' });
      }
      if (limits.file_size_limit !== null && body.length > Number(limits.file_size_limit)) {
        return send(res, 413, { statusCode: '413', error: 'Payload too large' });
      }
      const upsert = req.headers['x-upsert'] === 'true';
      const metadata = JSON.stringify({ size: body.length, mimetype: type });
      const stored = await service(
        `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)
         on conflict (bucket_id, name) do ${upsert ? 'update set metadata = excluded.metadata' : 'nothing'}
         returning id`,
        [bucket, name, metadata],
      );
      if (stored.length === 0) return send(res, 409, { statusCode: '409', error: 'Duplicate' });
      objects.set(`${bucket}/${name}`, body);
      writes.uploads += 1;
      return send(res, 200, { Key: `${bucket}/${name}` });
    }
    return send(res, 404, { error: 'route' });
  }

  const { linkTable, slugHistory, statisticsTable } = createStandInTables({
    t,
    service,
    writes,
    serviceKey: SERVICE_KEY,
  });

  // Auth, RPC, a signed-in client's table calls, signed addresses and moves.
  const api = createStandInApi({ t, objects, anonKey: ANON_KEY, serviceKey: SERVICE_KEY });
  const functions = new Map<string, (request: Request) => Promise<Response>>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (corsAnswered(req, res, url)) return;
    const fn = /^\/functions\/v1\/([\w-]+)$/.exec(url.pathname)?.[1];
    const handler = fn ? functions.get(fn) : undefined;
    if (handler) {
      serveFunction(handler, req, res).catch((error: unknown) =>
        send(res, 500, { message: String(error) }),
      );
      return;
    }
    api.handle(req, res, url).then(
      (handled) => {
        if (!handled) route(req, res, url);
      },
      (error: unknown) => send(res, 500, { message: String(error) }),
    );
  });

  function route(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const isPublicRead = url.pathname.startsWith('/storage/v1/object/public/');
    const key = req.headers.apikey === ANON_KEY ? ANON_KEY : SERVICE_KEY;
    if (
      !isPublicRead &&
      (req.headers.apikey !== key || req.headers.authorization !== `Bearer ${key}`)
    ) {
      send(res, 401, { message: 'Invalid API key' });
      return;
    }
    const handle =
      url.pathname === '/rest/v1/videos'
        ? rest(req, res, url)
        : url.pathname === '/rest/v1/site_settings'
          ? settingsRoute(req, res)
          : url.pathname === '/rest/v1/video_slug_history'
            ? slugHistory(res)
            : url.pathname === '/rest/v1/statistics_daily'
              ? statisticsTable(req, res)
              : url.pathname === '/rest/v1/private_links' ||
                  url.pathname === '/rest/v1/private_link_videos'
                ? linkTable(
                    url.pathname === '/rest/v1/private_links'
                      ? 'private_links'
                      : 'private_link_videos',
                    req,
                    res,
                    url,
                  )
                : storage(req, res, url.pathname);
    handle.catch((error: { message?: string; code?: string }) => {
      send(res, 400, { code: error.code ?? null, message: error.message ?? String(error) });
    });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serviceKey: SERVICE_KEY,
    anonKey: ANON_KEY,
    t,
    objects,
    writes,
    cutUploadsAfter: (n) => {
      cutAfter = n === null ? null : writes.uploads + n;
    },
    auth: api.auth,
    tus: api.tus,
    webhooks,
    mountFunction: (name, handler) => {
      functions.set(name, handler);
    },
    async close() {
      await webhooks.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.db.close();
      api.tus.close();
    },
  };
}
