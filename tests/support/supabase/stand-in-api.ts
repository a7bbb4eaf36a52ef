// The parts of a Supabase project's API that the admin client (supabase-js), the public page
// (plain fetch) and the private-link Edge Function use, for the stand-in (stand-in.ts):
// Auth (stand-in-auth.ts), PostgREST's tables and RPC (stand-in-postgrest.ts),
// Storage's objects (stand-in-files.ts), signed addresses and moves
// (stand-in-storage.ts) and the resumable endpoint (stand-in-tus.ts). Every
// statement runs on the real migrations as the caller's role, with its JWT claims, so row-level
// security and grants are the real ones. Our reading of the documented API, not the hosted service.
import type http from 'node:http';
import type { SupabaseTestDb } from './db.ts';
import {
  ADMIN_PASSWORD_FOR_STAND_IN,
  createStandInAuth,
  verifyAccessToken,
} from './stand-in-auth.ts';
import { createStandInFiles } from './stand-in-files.ts';
import { type Caller, readJson, send } from './stand-in-http.ts';
import {
  createStandInPostgrest,
  ident,
  PostgrestError,
  sendPostgrestError,
} from './stand-in-postgrest.ts';
import { createStandInStorage } from './stand-in-storage.ts';
import { createStandInTus } from './stand-in-tus.ts';

export { ADMIN_PASSWORD_FOR_STAND_IN };

export interface StandInApiOptions {
  t: SupabaseTestDb;
  objects: Map<string, Buffer>;
  anonKey: string;
  serviceKey: string;
}

export function createStandInApi({ t, objects, anonKey, serviceKey }: StandInApiOptions) {
  const signedUrls = new Map<string, { key: string; until: number }>();
  const types = new Map<string, string>();

  /** The role PostgREST would take: from the JWT, the anon key, or the service key. */
  const callerOf = (req: http.IncomingMessage): Caller | null => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (bearer === serviceKey) return { role: 'service_role' };
    if (bearer === anonKey || bearer === undefined) {
      return req.headers.apikey === anonKey || req.headers.apikey === serviceKey
        ? { role: 'anon' }
        : null;
    }
    const claims = verifyAccessToken(bearer);
    return claims ? { role: 'authenticated', userId: claims.sub } : null;
  };

  const sql = <R>(who: Caller, text: string, params: unknown[] = []): Promise<R[]> =>
    who.role === 'service_role'
      ? t.db.transaction(async (tx) => {
          await tx.query('set local role service_role');
          return (await tx.query<R>(text, params)).rows;
        })
      : t.run<R>(who, text, params);

  const auth = createStandInAuth(t);
  const postgrest = createStandInPostgrest({ sql, sudo: t.sudo });
  const files = createStandInFiles({ objects, types, sql, sudo: t.sudo });
  const storage = createStandInStorage({ objects, signedUrls, sql });
  const tus = createStandInTus({ objects, types, sql, sudo: t.sudo, callerOf });

  /** POST /rest/v1/rpc/<fn>: named arguments typed by the function's own signature. */
  async function rpc(who: Caller, name: string, req: http.IncomingMessage) {
    const args = (await readJson(req)) as Record<string, unknown>;
    const [fn] = await t.sudo<{ args: string }>(
      `select pg_get_function_identity_arguments(p.oid) as args from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = $1`,
      [name],
    );
    if (!fn) {
      throw new PostgrestError(404, 'PGRST202', `Could not find the function public.${name}`);
    }
    const keys = Object.keys(args).map(ident);
    const call = `public.${ident(name)}(${keys.map((k) => `${k} => r.${k}`).join(', ')})`;
    const text = fn.args
      ? `select ${call} as result from json_to_record($1::json) as r(${fn.args})`
      : `select ${call} as result`;
    const [row] = await sql<{ result: unknown }>(who, text, fn.args ? [JSON.stringify(args)] : []);
    return row?.result ?? null;
  }

  return {
    auth,
    tus,
    /** Answers what this part serves; false leaves the request to the stand-in's own routes. */
    async handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
      const path = url.pathname;
      if (path.startsWith('/auth/v1/')) {
        await auth.handle(req, res, url);
        return true;
      }
      if (path.startsWith('/storage/v1/upload/resumable')) {
        await tus.handle(req, res);
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
      const isService = who?.role === 'service_role';
      const isRpc = path.startsWith('/rest/v1/rpc/');
      const isSignOrMove =
        path.startsWith('/storage/v1/object/sign/') || path === '/storage/v1/object/move';
      const object =
        /^\/storage\/v1\/object\/(?!sign\/|move$|list\/|public\/)([^/]+)(?:\/(.+))?$/.exec(path);
      const publicRead = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(path);
      // The export command's service-key calls keep the stand-in's own routes.
      if (isService && !isRpc && !isSignOrMove) return false;
      if (publicRead && req.method === 'GET' && !isService) {
        await files.publicRead(res, publicRead[1] ?? '', decodeURIComponent(publicRead[2] ?? ''));
        return true;
      }
      const isTable = /^\/rest\/v1\/[^/]+$/.test(path) && !isRpc;
      if (!isRpc && !isSignOrMove && !object && !isTable) return false;
      if (!who) {
        send(res, 401, { message: 'Invalid API key' });
        return true;
      }
      try {
        if (isSignOrMove) await storage(who, req, res, url);
        else if (object) {
          const bucket = object[1] ?? '';
          if (object[2] && (req.method === 'POST' || req.method === 'PUT')) {
            await files.upload(who, req, res, bucket, decodeURIComponent(object[2]));
          } else if (!object[2] && req.method === 'DELETE') {
            await files.remove(who, req, res, bucket);
          } else send(res, 404, { statusCode: '404', error: 'not_found', message: 'route' });
        } else if (isRpc) {
          send(res, 200, await rpc(who, path.slice('/rest/v1/rpc/'.length), req));
        } else await postgrest(who, req, res, url);
      } catch (error) {
        sendPostgrestError(res, error, who.role);
      }
      return true;
    },
  };
}
