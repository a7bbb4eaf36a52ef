// Storage's signing and moving calls for the stand-in's API (stand-in-api.ts): one
// signed address (the service role, for the Edge Function), several at once (any caller the
// bucket's policies let read each object: the admin's previews), and moves between buckets run
// as the caller, so the storage policies decide.
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { type Caller, readJson, send } from './stand-in-http.ts';

export interface StandInStorageOptions {
  objects: Map<string, Buffer>;
  signedUrls: Map<string, { key: string; until: number }>;
  sql: <R>(who: Caller, text: string, params?: unknown[]) => Promise<R[]>;
}

export function createStandInStorage({ objects, signedUrls, sql }: StandInStorageOptions) {
  return async function storage(
    who: Caller,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ) {
    // Several addresses at once, for any caller the bucket's policies let read each object
    // (supabase-js createSignedUrls: the admin's previews of hidden videos).
    const batch = /^\/storage\/v1\/object\/sign\/([^/]+)$/.exec(url.pathname);
    if (batch && req.method === 'POST') {
      const bucket = batch[1] ?? '';
      const { expiresIn, paths } = (await readJson(req)) as { expiresIn: number; paths: string[] };
      const readable = await sql<{ name: string }>(
        who,
        'select name from storage.objects where bucket_id = $1 and name = any($2)',
        [bucket, paths],
      );
      const names = new Set(readable.map((row) => row.name));
      return send(
        res,
        200,
        paths.map((path) => {
          if (!names.has(path) || !objects.has(`${bucket}/${path}`)) {
            return {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            };
          }
          const token = randomBytes(24).toString('base64url');
          signedUrls.set(token, { key: `${bucket}/${path}`, until: Date.now() + expiresIn * 1000 });
          return {
            error: null,
            path,
            signedURL: `/object/sign/${bucket}/${encodeURIComponent(path)}?token=${token}`,
          };
        }),
      );
    }
    const sign = /^\/storage\/v1\/object\/sign\/([^/]+)\/(.+)$/.exec(url.pathname);
    if (sign && req.method === 'POST') {
      if (who.role !== 'service_role') return send(res, 403, { error: 'Unauthorized' });
      const key = `${sign[1]}/${decodeURIComponent(sign[2] ?? '')}`;
      const { expiresIn } = (await readJson(req)) as { expiresIn: number };
      if (!objects.has(key))
        return send(res, 404, { error: 'not_found', message: 'Object not found' });
      const token = randomBytes(24).toString('base64url');
      signedUrls.set(token, { key, until: Date.now() + expiresIn * 1000 });
      return send(res, 200, { signedURL: `/object/sign/${sign[1]}/${sign[2]}?token=${token}` });
    }
    if (url.pathname === '/storage/v1/object/move' && req.method === 'POST') {
      const body = (await readJson(req)) as {
        bucketId: string;
        sourceKey: string;
        destinationKey: string;
        destinationBucket?: string;
      };
      const to = body.destinationBucket ?? body.bucketId;
      const moved = await sql<{ id: string }>(
        who,
        `update storage.objects set bucket_id = $3, name = $4
       where bucket_id = $1 and name = $2 returning id`,
        [body.bucketId, body.sourceKey, to, body.destinationKey],
      );
      if (moved.length === 0) {
        return send(res, 400, {
          statusCode: '404',
          error: 'not_found',
          message: 'Object not found',
        });
      }
      const bytes = objects.get(`${body.bucketId}/${body.sourceKey}`);
      objects.delete(`${body.bucketId}/${body.sourceKey}`);
      if (bytes) objects.set(`${to}/${body.destinationKey}`, bytes);
      return send(res, 200, { message: 'Successfully moved' });
    }
    return send(res, 404, { error: 'route' });
  };
}
