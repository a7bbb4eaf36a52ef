// Storage's resumable endpoint for the stand-in (stand-in.ts): tus 1.0.0 on @tus/server
// with Supabase's rules, as https://supabase.com/docs/guides/storage/uploads/resumable-uploads and
// supabase/storage's src/http/routes/tus describe them: a signed-in caller (Bearer JWT) on every
// request; metadata bucketName, objectName, contentType (and cacheControl); the bucket's MIME types
// and size limit checked at creation (413 over the limit, 415 for another type); the caller's
// storage policies checked at creation; chunks of at most 6 MiB; x-upsert to replace an object;
// and the object (its storage.objects row and its bytes) created only when the last byte arrives.
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { bucketLimits, refusal, writeObjectRow } from './stand-in-files.ts';
import type { Caller } from './stand-in-http.ts';

type Sql = <R>(who: Caller, text: string, params?: unknown[]) => Promise<R[]>;
type SuperSql = <R>(text: string, params?: unknown[]) => Promise<R[]>;

/** Supabase's chunk size for resumable uploads ("must be set to 6MB"). */
export const SUPABASE_TUS_CHUNK = 6 * 1024 * 1024;
export const RESUMABLE_PATH = '/storage/v1/upload/resumable';

const refuse = (status_code: number, error: string, message: string) => ({
  status_code,
  body: JSON.stringify({ statusCode: String(status_code), error, message }),
});

export function createStandInTus(options: {
  objects: Map<string, Buffer>;
  types: Map<string, string>;
  sql: Sql;
  sudo: SuperSql;
  callerOf: (req: http.IncomingMessage) => Caller | null;
}) {
  const { objects, types, sql, sudo } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-stand-in-tus-'));
  const counts = { created: 0, patches: 0, finished: 0 };

  /** The caller of a tus request, from the same headers the rest of the API reads. */
  const callerOfWeb = (req: Request): Caller | null =>
    options.callerOf({
      headers: {
        authorization: req.headers.get('authorization') ?? undefined,
        apikey: req.headers.get('apikey') ?? undefined,
      },
    } as unknown as http.IncomingMessage);

  const signedIn = (req: Request): Caller => {
    const who = callerOfWeb(req);
    if (!who || who.role === 'anon') throw refuse(401, 'Unauthorized', 'Invalid JWT');
    return who;
  };

  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: new FileStore({ directory: dir }),
    // Hosted Storage answers its own address; the stand-in's is 127.0.0.1 plain HTTP.
    relativeLocation: true,
    allowedHeaders: ['authorization', 'apikey', 'x-client-info', 'x-upsert'],
    async onIncomingRequest(req) {
      signedIn(req);
      if (req.method === 'PATCH') {
        counts.patches += 1;
        const length = Number(req.headers.get('content-length') ?? 0);
        if (length > SUPABASE_TUS_CHUNK) {
          throw refuse(413, 'Payload too large', `chunks are at most ${SUPABASE_TUS_CHUNK} bytes`);
        }
      }
    },
    async onUploadCreate(req, upload) {
      const who = signedIn(req);
      const { bucketName = '', objectName = '', contentType = '' } = upload.metadata ?? {};
      if (!bucketName || !objectName) {
        throw refuse(400, 'invalid_metadata', 'bucketName and objectName are required');
      }
      const limits = await bucketLimits(sudo, bucketName);
      if (!limits) throw refuse(404, 'Bucket not found', 'Bucket not found');
      const refused = refusal(limits, contentType ?? '', upload.size ?? 0);
      if (refused) throw refuse(...refused);
      if (upload.size === undefined) {
        throw refuse(400, 'invalid_request', 'Upload-Length is required');
      }
      const upsert = req.headers.get('x-upsert') === 'true';
      // Storage asks the policies at creation, in a transaction it rolls back: nothing is stored.
      const check = await sql<{ allowed: boolean }>(
        who,
        `with probe as (
           insert into storage.objects (bucket_id, name, owner, metadata)
           values ($1, $2, $3, '{}') on conflict (bucket_id, name) do nothing returning id)
         select exists (select 1 from probe) as allowed`,
        [bucketName, objectName, who.role === 'authenticated' ? who.userId : null],
      ).then(
        async (rows) => {
          // The probe row is removed at once; only the final write keeps one.
          if (rows[0]?.allowed) {
            await sudo('delete from storage.objects where bucket_id = $1 and name = $2', [
              bucketName,
              objectName,
            ]);
          }
          return rows;
        },
        (error: { code?: string }) => {
          if (error.code === '42501') {
            throw refuse(403, 'Unauthorized', 'new row violates row-level security policy');
          }
          throw error;
        },
      );
      if (!check[0]?.allowed && !upsert) {
        throw refuse(409, 'Duplicate', 'The resource already exists');
      }
      counts.created += 1;
      return {};
    },
    async onUploadFinish(req, upload) {
      const who = signedIn(req);
      const { bucketName = '', objectName = '', contentType = '' } = upload.metadata ?? {};
      const file = path.join(dir, upload.id);
      const bytes = fs.readFileSync(file);
      const stored = await writeObjectRow(
        sql,
        who,
        bucketName ?? '',
        objectName ?? '',
        { size: bytes.length, mimetype: contentType },
        req.headers.get('x-upsert') === 'true',
      );
      if (!stored) throw refuse(409, 'Duplicate', 'The resource already exists');
      objects.set(`${bucketName}/${objectName}`, bytes);
      types.set(`${bucketName}/${objectName}`, contentType ?? 'application/octet-stream');
      counts.finished += 1;
      return {};
    },
  });

  return {
    counts,
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => server.handle(req, res),
    close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
