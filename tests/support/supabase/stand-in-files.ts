// Storage's object calls for the stand-in (stand-in.ts) made by any caller: upload
// (POST, and PUT or x-upsert to replace), the bulk remove, and the public read. The caller's role
// writes storage.objects, so the policies of our migrations decide who may; the bucket row's
// allowed_mime_types and file_size_limit are checked first, as Storage does. Follows
// supabase/storage's src/http/routes/object (createObject, deleteObjects, getPublicObject) and
// https://supabase.com/docs/guides/storage/uploads/standard-uploads (docs/supabase.md).
import type http from 'node:http';
import { type Caller, readBody, send } from './stand-in-http.ts';

type Sql = <R>(who: Caller, text: string, params?: unknown[]) => Promise<R[]>;
type SuperSql = <R>(text: string, params?: unknown[]) => Promise<R[]>;

export interface StoredObject {
  bytes: Buffer;
  type: string;
}

export const storageError = (
  res: http.ServerResponse,
  status: number,
  error: string,
  message: string,
) => send(res, status, { statusCode: String(status), error, message });

/** The bucket's limits as Storage reads them, or null when there is no such bucket. */
export async function bucketLimits(sudo: SuperSql, bucket: string) {
  const [row] = await sudo<{
    public: boolean;
    file_size_limit: string | number | null;
    allowed_mime_types: string[] | null;
  }>('select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
    bucket,
  ]);
  return row ?? null;
}

/** Why Storage refuses a file for a bucket (415 or 413), or null. */
export function refusal(
  limits: { file_size_limit: string | number | null; allowed_mime_types: string[] | null },
  type: string,
  size: number,
): [number, string, string] | null {
  if (limits.allowed_mime_types?.length && !limits.allowed_mime_types.includes(type)) {
    return [415, 'invalid_mime_type', `mime type ${type} is not supported`];
  }
  if (limits.file_size_limit !== null && size > Number(limits.file_size_limit)) {
    return [413, 'Payload too large', 'The object exceeded the maximum allowed size'];
  }
  return null;
}

/** Writes the object's row as the caller (policies decide); false when the row exists. */
export async function writeObjectRow(
  sql: Sql,
  who: Caller,
  bucket: string,
  name: string,
  metadata: Record<string, unknown>,
  upsert: boolean,
): Promise<boolean> {
  const owner = who.role === 'authenticated' ? who.userId : null;
  const rows = await sql<{ id: string }>(
    who,
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ($1, $2, $3, $5, $4)
     on conflict (bucket_id, name) do ${upsert ? 'update set metadata = excluded.metadata, updated_at = now()' : 'nothing'}
     returning id`,
    [bucket, name, owner, JSON.stringify(metadata), owner],
  );
  return rows.length > 0;
}

export function createStandInFiles(options: {
  objects: Map<string, Buffer>;
  types: Map<string, string>;
  sql: Sql;
  sudo: SuperSql;
}) {
  const { objects, types, sql, sudo } = options;

  async function upload(
    who: Caller,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    bucket: string,
    name: string,
  ) {
    const raw = await readBody(req);
    let bytes = raw;
    let type = String(req.headers['content-type'] ?? 'application/octet-stream');
    // supabase-js sends a Blob or File as multipart form data: the file part carries the type.
    if (type.startsWith('multipart/form-data')) {
      const form = await new Request('http://stand-in/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(raw),
      }).formData();
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!file) return storageError(res, 400, 'invalid_request', 'no file in the form');
      bytes = Buffer.from(await file.arrayBuffer());
      type = file.type || 'application/octet-stream';
    }
    const limits = await bucketLimits(sudo, bucket);
    if (!limits) return storageError(res, 404, 'Bucket not found', 'Bucket not found');
    const refused = refusal(limits, type, bytes.length);
    if (refused) return storageError(res, ...refused);
    const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
    let stored: boolean;
    try {
      stored = await writeObjectRow(
        sql,
        who,
        bucket,
        name,
        { size: bytes.length, mimetype: type },
        upsert,
      );
    } catch (error) {
      if ((error as { code?: string }).code === '42501') {
        return storageError(res, 403, 'Unauthorized', 'new row violates row-level security policy');
      }
      throw error;
    }
    if (!stored) return storageError(res, 409, 'Duplicate', 'The resource already exists');
    objects.set(`${bucket}/${name}`, bytes);
    types.set(`${bucket}/${name}`, type);
    return send(res, 200, { Key: `${bucket}/${name}`, Id: `${bucket}/${name}` });
  }

  /** DELETE /object/<bucket> { prefixes }: removes what the caller's policies let it. */
  async function remove(
    who: Caller,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    bucket: string,
  ) {
    const { prefixes = [] } = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
      prefixes?: string[];
    };
    const removed = await sql<{ name: string; bucket_id: string }>(
      who,
      'delete from storage.objects where bucket_id = $1 and name = any($2) returning name, bucket_id',
      [bucket, prefixes],
    );
    for (const { name } of removed) {
      objects.delete(`${bucket}/${name}`);
      types.delete(`${bucket}/${name}`);
    }
    return send(res, 200, removed);
  }

  /** GET /object/public/<bucket>/<name>: any caller, public buckets only. */
  async function publicRead(res: http.ServerResponse, bucket: string, name: string) {
    const limits = await bucketLimits(sudo, bucket);
    const bytes = objects.get(`${bucket}/${name}`);
    if (!limits?.public || !bytes) {
      return storageError(res, 404, 'not_found', 'Object not found');
    }
    res.writeHead(200, {
      'content-type': types.get(`${bucket}/${name}`) ?? 'application/octet-stream',
      'content-length': bytes.length,
    });
    res.end(bytes);
  }

  return { upload, remove, publicRead };
}
