// The parts of a Supabase project's API that a signed-in admin client (supabase-js) and the
// private-link Edge Function use, for the stand-in (supabase-stand-in.ts): Auth's password
// sign-in, PostgREST's RPC and the videos table with eq filters, Storage's signed addresses and
// moves. Every statement runs on the real migrations as the caller's role, with its JWT claims,
// so row-level security and grants are the real ones. Our reading of the documented API, not
// the hosted service.
import { randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { SupabaseTestDb } from '../supabase/db.ts';
import { type Caller, readJson, send } from './stand-in-http.ts';
import { createStandInStorage } from './supabase-stand-in-storage.ts';

export const ADMIN_PASSWORD_FOR_STAND_IN = 'stand-in-admin-password';

export interface StandInApiOptions {
  t: SupabaseTestDb;
  objects: Map<string, Buffer>;
  anonKey: string;
  serviceKey: string;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const IDENT = /^[a-z_][a-z0-9_]*$/;
const ident = (name: string) => {
  if (!IDENT.test(name)) throw Object.assign(new Error(`name ${name}`), { code: '42602' });
  return `"${name}"`;
};

export function createStandInApi({ t, objects, anonKey, serviceKey }: StandInApiOptions) {
  /** Access tokens this stand-in issued, by token. */
  const sessions = new Map<string, { userId: string; email: string }>();
  const signedUrls = new Map<string, { key: string; until: number }>();

  const callerOf = (req: http.IncomingMessage): Caller | null => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (bearer === serviceKey) return { role: 'service_role' };
    if (bearer === anonKey || bearer === undefined) {
      return req.headers.apikey === anonKey ? { role: 'anon' } : null;
    }
    const session = sessions.get(bearer);
    return session ? { role: 'authenticated', userId: session.userId } : null;
  };

  const sql = <R>(who: Caller, text: string, params: unknown[] = []): Promise<R[]> =>
    who.role === 'service_role'
      ? t.db.transaction(async (tx) => {
          await tx.query('set local role service_role');
          return (await tx.query<R>(text, params)).rows;
        })
      : t.run<R>(who, text, params);

  async function auth(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
      const { email, password } = (await readJson(req)) as { email?: string; password?: string };
      const [user] = await t.sudo<{ id: string; email: string }>(
        'select id, email from auth.users where email = $1',
        [email],
      );
      if (!user || password !== ADMIN_PASSWORD_FOR_STAND_IN) {
        return send(res, 400, {
          code: 'invalid_credentials',
          error_code: 'invalid_credentials',
          msg: 'Invalid login credentials',
        });
      }
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        sub: user.id,
        email: user.email,
        role: 'authenticated',
        aud: 'authenticated',
        iat: now,
        exp: now + 3600,
        session_id: randomUUID(),
      };
      const token = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.${randomBytes(32).toString('base64url')}`;
      sessions.set(token, { userId: user.id, email: user.email });
      const profile = {
        id: user.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: user.email,
        app_metadata: {},
        user_metadata: {},
        created_at: new Date().toISOString(),
      };
      return send(res, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: claims.exp,
        refresh_token: randomBytes(16).toString('hex'),
        user: profile,
      });
    }
    if (url.pathname === '/auth/v1/logout') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (bearer) sessions.delete(bearer);
      return send(res, 204);
    }
    return send(res, 404, { msg: 'route' });
  }

  /** POST /rest/v1/rpc/<fn>: named arguments typed by the function's own signature. */
  async function rpc(who: Caller, name: string, req: http.IncomingMessage) {
    const args = (await readJson(req)) as Record<string, unknown>;
    const [fn] = await t.sudo<{ args: string }>(
      `select pg_get_function_identity_arguments(p.oid) as args from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = $1`,
      [name],
    );
    if (!fn) throw Object.assign(new Error(`no function ${name}`), { code: 'PGRST202' });
    const keys = Object.keys(args).map(ident);
    const call = `public.${ident(name)}(${keys.map((k) => `${k} => r.${k}`).join(', ')})`;
    const text = fn.args
      ? `select ${call} as result from json_to_record($1::json) as r(${fn.args})`
      : `select ${call} as result`;
    const [row] = await sql<{ result: unknown }>(who, text, fn.args ? [JSON.stringify(args)] : []);
    return row?.result ?? null;
  }

  /** The videos table with PostgREST's eq filters, select, order and return=representation. */
  async function table(who: Caller, req: http.IncomingMessage, url: URL) {
    const where: string[] = [];
    const params: unknown[] = [];
    for (const [key, value] of url.searchParams) {
      if (key === 'select' || key === 'order' || key === 'columns') continue;
      const eq = /^eq\.(.*)$/.exec(value);
      if (!eq) throw Object.assign(new Error(`filter ${key}=${value}`), { code: 'PGRST100' });
      params.push(eq[1]);
      where.push(`${ident(key)} = $${params.length}`);
    }
    const select = url.searchParams.get('select') ?? '*';
    const columns =
      select === '*'
        ? '*'
        : select
            .split(',')
            .map((c) => ident(c.trim()))
            .join(', ');
    const filter = where.length ? ` where ${where.join(' and ')}` : '';
    if (req.method === 'GET') {
      const [col, dir] = (url.searchParams.get('order') ?? 'order_position.asc').split('.');
      return sql(
        who,
        `select ${columns} from public.videos${filter} order by ${ident(col ?? 'order_position')} ${dir === 'desc' ? 'desc' : 'asc'}`,
        params,
      );
    }
    if (req.method === 'DELETE') {
      return sql(who, `delete from public.videos${filter} returning ${columns}`, params);
    }
    const body = (await readJson(req)) as Record<string, unknown>;
    const names = Object.keys(body).map(ident);
    params.push(JSON.stringify(body));
    const record = `json_populate_record(null::public.videos, $${params.length})`;
    if (req.method === 'POST') {
      return sql(
        who,
        `insert into public.videos (${names.join(', ')}) select ${names.join(', ')} from ${record} returning ${columns}`,
        params,
      );
    }
    if (req.method === 'PATCH') {
      return sql(
        who,
        `update public.videos set (${names.join(', ')}) = (select ${names.join(', ')} from ${record})${filter} returning ${columns}`,
        params,
      );
    }
    throw Object.assign(new Error('method'), { code: 'PGRST105' });
  }

  const storage = createStandInStorage({ objects, signedUrls, sql });

  return {
    /** Answers what this part serves; false leaves the request to the stand-in's own routes. */
    async handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
      const path = url.pathname;
      if (path.startsWith('/auth/v1/')) {
        await auth(req, res, url);
        return true;
      }
      const signedRead = /^\/storage\/v1\/object\/sign\/([^/]+)\/(.+)$/.exec(path);
      if (signedRead && req.method === 'GET') {
        const grant = signedUrls.get(url.searchParams.get('token') ?? '');
        const key = `${signedRead[1]}/${decodeURIComponent(signedRead[2] ?? '')}`;
        const bytes = grant && grant.key === key && grant.until > Date.now() && objects.get(key);
        if (!bytes) send(res, 400, { error: 'InvalidSignature' });
        else {
          res.writeHead(200, { 'content-length': bytes.length });
          res.end(bytes);
        }
        return true;
      }
      const who = callerOf(req);
      const isUser = who?.role === 'authenticated';
      const isRpc = path.startsWith('/rest/v1/rpc/');
      const isStorageApi =
        path.startsWith('/storage/v1/object/sign/') || path === '/storage/v1/object/move';
      if (!isUser && !isRpc && !isStorageApi) return false;
      if (!who) {
        send(res, 401, { message: 'Invalid API key' });
        return true;
      }
      try {
        if (isStorageApi) {
          await storage(who, req, res, url);
        } else if (isRpc) {
          send(res, 200, await rpc(who, path.slice('/rest/v1/rpc/'.length), req));
        } else if (path === '/rest/v1/videos') {
          const rows = await table(who, req, url);
          const single = /vnd\.pgrst\.object/.test(String(req.headers.accept ?? ''));
          if (!single) send(res, req.method === 'POST' ? 201 : 200, rows);
          else if (rows.length !== 1) {
            send(res, 406, { code: 'PGRST116', message: `${rows.length} rows`, details: null });
          } else send(res, req.method === 'POST' ? 201 : 200, rows[0]);
        } else send(res, 404, { code: 'PGRST205', message: `no route ${path}` });
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        const status = code === '42501' ? (who.role === 'anon' ? 401 : 403) : 400;
        send(res, status, { code: code ?? null, message: message ?? String(error), details: null });
      }
      return true;
    },
  };
}
