// The stand-in's resumable endpoint (tests/support/supabase/stand-in-tus.ts) follows Supabase
// Storage's tus rules, driven by tus-js-client with the adapter's own options (resumableOptions in
// src/backend/supabase/upload.ts: 6 MiB chunks, x-upsert, bucketName/objectName/contentType):
// an upload cut after its first chunk creates no object, resumes from the server's offset, and
// ends byte-identical; the bucket's limit (413), its types (415), a missing session (401), an
// existing object without x-upsert (409) and an oversize chunk (413) are refused; CORS as a
// browser needs it.
import { randomBytes } from 'node:crypto';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumableOptions } from '../../src/backend/supabase/upload.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase/stand-in-api.ts';

let s: StandIn;
let token: string;

beforeAll(async () => {
  s = await startStandIn();
  const response = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: s.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.test', password: ADMIN_PASSWORD_FOR_STAND_IN }),
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await s?.close();
});

const endpoint = () => `${s.url}/storage/v1/upload/resumable`;
const metadata = (objectName: string, contentType = 'video/mp4') =>
  Object.entries({ bucketName: 'videos', objectName, contentType })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** A creation request without data, as tus-js-client's first POST. */
function create(length: number, meta: string, headers: Record<string, string> = {}) {
  return fetch(endpoint(), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': meta,
      ...headers,
    },
  });
}

function run(upload: Upload): Promise<void> {
  return new Promise((resolve, reject) => {
    upload.options.onSuccess = () => resolve();
    upload.options.onError = reject;
    upload.start();
  });
}

describe('stand-in resumable endpoint (Supabase rules)', () => {
  it('creates the object only when the upload completes, after a cut and a resume', async () => {
    const bytes = randomBytes(13 * 1024 * 1024);
    const objectName = `${crypto.randomUUID()}.mp4`;
    const options = resumableOptions({
      baseUrl: s.url,
      accessToken: token,
      objectName,
      contentType: 'video/mp4',
    });
    expect(options.chunkSize).toBe(6 * 1024 * 1024);
    const key = `videos/${objectName}`;
    let uploadUrl = '';
    await new Promise<void>((resolve, reject) => {
      const first: Upload = new Upload(bytes, {
        ...options,
        retryDelays: [],
        onChunkComplete() {
          uploadUrl = first.url ?? '';
          void first.abort().then(resolve, reject);
        },
        onError: reject,
      });
      first.start();
    });
    expect(uploadUrl).toContain('/storage/v1/upload/resumable/');
    expect(s.objects.has(key)).toBe(false);
    expect(await s.t.sudo('select 1 from storage.objects where name = $1', [objectName])).toEqual(
      [],
    );
    const offset = await fetch(new URL(uploadUrl, s.url), {
      method: 'HEAD',
      headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
    });
    expect(Number(offset.headers.get('upload-offset'))).toBe(6 * 1024 * 1024);

    const patchesBefore = s.tus.counts.patches;
    await run(new Upload(bytes, { ...options, uploadUrl: new URL(uploadUrl, s.url).href }));
    expect(s.tus.counts.patches - patchesBefore).toBe(2);
    expect(s.objects.get(key)?.equals(bytes)).toBe(true);
    const [row] = await s.t.sudo<{ owner: string; metadata: { size: number } }>(
      'select owner, metadata from storage.objects where bucket_id = $1 and name = $2',
      ['videos', objectName],
    );
    expect(row?.metadata.size).toBe(bytes.length);
    expect(row?.owner).toBe(s.t.adminId);
  });

  it("refuses at creation what the bucket's limit or types refuse, or no session", async () => {
    const over = await create(50 * 1024 * 1024 + 1, metadata('big.mp4'));
    expect(over.status).toBe(413);
    const text = await create(10, metadata('notes.mp4', 'text/plain'));
    expect(text.status).toBe(415);
    const anonymous = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        apikey: s.anonKey,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': metadata('anon.mp4'),
      },
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses an existing object without x-upsert, and a chunk over 6 MiB', async () => {
    const objectName = `${crypto.randomUUID()}.mp4`;
    await run(
      new Upload(Buffer.from('first'), {
        ...resumableOptions({
          baseUrl: s.url,
          accessToken: token,
          objectName,
          contentType: 'video/mp4',
        }),
      }),
    );
    expect((await create(5, metadata(objectName))).status).toBe(409);
    expect((await create(5, metadata(objectName), { 'x-upsert': 'true' })).status).toBe(201);

    const created = await create(7 * 1024 * 1024, metadata(`${crypto.randomUUID()}.mp4`));
    expect(created.status).toBe(201);
    const patch = await fetch(new URL(created.headers.get('location') ?? '', s.url), {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(6 * 1024 * 1024 + 1),
    });
    expect(patch.status).toBe(413);
  });

  it('answers a browser preflight with the tus and Supabase headers allowed', async () => {
    const preflight = await fetch(endpoint(), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://portfolio.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-upsert, upload-metadata',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'x-upsert', 'upload-metadata', 'upload-length']) {
      expect(allowed).toContain(header);
    }
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
  });
});
