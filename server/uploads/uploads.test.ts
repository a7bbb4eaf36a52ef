import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES } from '../../src/lib/media.ts';
import { UPLOAD_CHUNK_BYTES } from '../../src/lib/video.ts';
import { largeMp4 } from '../../tests/support/data/media.ts';
import type { AdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { signedInAdminPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { call } from '../../tests/support/harness/call.ts';
import { rawRequest } from '../../tests/support/harness/raw-http.ts';
import { cutPatch, type TusTarget, tusUpload } from '../../tests/support/harness/tus-upload.ts';
import { waitFor } from '../../tests/support/harness/wait.ts';

let server: AdminTestServer;
let cookie: string;
signedInAdminPerTest((admin) => {
  ({ server, cookie } = admin);
});

/** tus-js-client's target: this server, with the signed-in cookie. */
const target = (): TusTarget => ({ base: server.url, headers: () => ({ Cookie: cookie }) });

const metadata = (filename: string) => `filename ${Buffer.from(filename).toString('base64')}`;
const tus = (extra: Record<string, string> = {}) => ({ 'Tus-Resumable': '1.0.0', ...extra });
const files = (dir: string) => readdirSync(dir).sort();

async function create(length: number, filename: string): Promise<Response> {
  return call(server.url, '/api/uploads/', {
    method: 'POST',
    cookie,
    headers: tus({ 'Upload-Length': String(length), 'Upload-Metadata': metadata(filename) }),
  });
}

describe('tus uploads', () => {
  it('refuses an upload over 50 MB with 413 before storing anything', async () => {
    const response = await create(MAX_VIDEO_BYTES + 1, 'big.mp4');
    expect(response.status).toBe(413);
    expect(files(server.uploadsDir)).toEqual([]);
    expect(files(server.store.mediaDir)).toEqual([]);
    expect((await create(MAX_VIDEO_BYTES, 'exact.mp4')).status).toBe(201);
  });

  it('refuses a name other than mp4, webm or mov with 415', async () => {
    for (const name of ['notes.txt', 'clip.mp4.exe', 'noextension']) {
      expect((await create(100, name)).status, name).toBe(415);
    }
    const missing = await call(server.url, '/api/uploads/', {
      method: 'POST',
      cookie,
      headers: tus({ 'Upload-Length': '100' }),
    });
    expect(missing.status).toBe(415);
    expect(files(server.uploadsDir)).toEqual([]);
  });

  it('refuses text named .mp4 with 415 as soon as its first bytes arrive, and keeps nothing', async () => {
    const body = Buffer.from('This is a plain text file pretending to be a video.\n'.repeat(100));
    const created = await create(body.length, 'clip.mp4');
    expect(created.status).toBe(201);
    const location = created.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.mp4$/);
    const patch = await call(server.url, location, {
      method: 'PATCH',
      cookie,
      body,
      headers: tus({ 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
    });
    expect(patch.status).toBe(415);
    expect(files(server.uploadsDir)).toEqual([]);
    expect(files(server.store.mediaDir)).toEqual([]);
  });

  it('decides on the header even when it arrives in pieces, and in a creation-with-upload POST', async () => {
    const patch = (location: string, offset: number, body: Buffer) =>
      call(server.url, location, {
        method: 'PATCH',
        cookie,
        body: new Uint8Array(body),
        headers: tus({
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        }),
      });
    const clip = largeMp4(64 * 1024);
    const good = (await create(clip.length, 'clip.mp4')).headers.get('Location') ?? '';
    expect((await patch(good, 0, clip.subarray(0, 3))).status).toBe(204);
    const done = await patch(good, 3, clip.subarray(3));
    expect(done.status).toBe(204);
    expect(done.headers.get('X-Media-Url')).toMatch(/\.mp4$/);

    const text = Buffer.from('not a video at all, just words');
    const bad = (await create(text.length, 'clip.mp4')).headers.get('Location') ?? '';
    expect((await patch(bad, 0, text.subarray(0, 3))).status).toBe(204);
    expect((await patch(bad, 3, text.subarray(3))).status).toBe(415);

    const inline = await call(server.url, '/api/uploads/', {
      method: 'POST',
      cookie,
      body: new Uint8Array(text),
      headers: tus({
        'Upload-Length': String(text.length),
        'Upload-Metadata': metadata('clip.mov'),
        'Content-Type': 'application/offset+octet-stream',
      }),
    });
    expect(inline.status).toBe(415);
    // Only the good upload's record is left (until it expires); nothing of the two refused ones.
    const goodId = good.split('/').pop() ?? '';
    expect(files(server.uploadsDir)).toEqual([goodId, `${goodId}.json`]);
  });

  it('refuses a webm name with mp4 content (the content must match the name)', async () => {
    await expect(
      tusUpload(target(), largeMp4(64 * 1024), {
        name: 'clip.webm',
      }),
    ).rejects.toThrow(/415/);
    expect(files(server.uploadsDir)).toEqual([]);
  });

  it('takes a real mp4 in 5 MB chunks, byte for byte, served once a video references it', async () => {
    const data = largeMp4();
    const chunks: number[] = [];
    const result = await tusUpload(target(), data, {
      name: 'Mon Film.MP4',
      onChunk: (sent) => {
        chunks.push(sent);
        return false;
      },
    });
    expect(chunks).toEqual([UPLOAD_CHUNK_BYTES, 2 * UPLOAD_CHUNK_BYTES, data.length]);
    expect(result.mediaUrl).toMatch(/^\/media\/[0-9a-f-]{36}\.mp4$/);
    const name = (result.mediaUrl ?? '').slice('/media/'.length);
    expect(readFileSync(join(server.store.mediaDir, name)).equals(data)).toBe(true);

    // Not public until a row references it.
    expect((await call(server.url, result.mediaUrl ?? '')).status).toBe(404);
    const saved = await call(server.url, '/api/videos', {
      method: 'POST',
      cookie,
      json: { title: 'Mon film', url: result.mediaUrl, video_type: 'direct' },
    });
    expect(saved.status).toBe(201);
    const served = await call(server.url, result.mediaUrl ?? '', {
      headers: { Range: 'bytes=0-15' },
    });
    expect(served.status).toBe(206);
    expect(Buffer.from(await served.arrayBuffer()).equals(data.subarray(0, 16))).toBe(true);

    // A client that resumes a finished upload learns the address from HEAD.
    const head = await call(server.url, new URL(result.uploadUrl).pathname, {
      method: 'HEAD',
      cookie,
      headers: tus(),
    });
    expect(head.headers.get('X-Media-Url')).toBe(result.mediaUrl);
  });

  it('resumes an aborted upload where it stopped', async () => {
    const data = largeMp4();
    const first = await tusUpload(target(), data, {
      name: 'clip.mp4',
      onChunk: (sent) => sent === UPLOAD_CHUNK_BYTES,
    });
    expect(first.aborted).toBe(true);
    const firstUrl = first.uploadUrl;
    // The server holds the first chunk once the aborted request has settled there.
    const offset = () =>
      call(server.url, new URL(firstUrl).pathname, { method: 'HEAD', cookie, headers: tus() }).then(
        (head) => Number(head.headers.get('Upload-Offset')),
      );
    await waitFor('the first chunk stored', async () =>
      (await offset()) === UPLOAD_CHUNK_BYTES ? true : undefined,
    );

    const sentAfterResume: number[] = [];
    const result = await tusUpload(target(), data, {
      name: 'clip.mp4',
      uploadUrl: firstUrl,
      onChunk: (sent) => {
        sentAfterResume.push(sent);
        return false;
      },
    });
    expect(result.uploadUrl).toBe(firstUrl);
    expect(sentAfterResume).toEqual([2 * UPLOAD_CHUNK_BYTES, data.length]);
    const name = (result.mediaUrl ?? '').slice('/media/'.length);
    expect(readFileSync(join(server.store.mediaDir, name)).equals(data)).toBe(true);
  });

  it('resumes after the connection is cut in the middle of a chunk', async () => {
    const data = largeMp4(6 * 1024 * 1024);
    const created = await create(data.length, 'clip.mp4');
    const location = created.headers.get('Location') ?? '';
    await cutPatch(server.url, location, cookie, data.subarray(0, 1024 * 1024), UPLOAD_CHUNK_BYTES);
    // What arrived before the cut is stored once the server has seen the connection close.
    const offset = await waitFor('the bytes before the cut stored', async () => {
      const head = await call(server.url, location, { method: 'HEAD', cookie, headers: tus() });
      const stored = Number(head.headers.get('Upload-Offset'));
      return stored > 0 ? stored : undefined;
    });
    expect(offset).toBeLessThanOrEqual(1024 * 1024);
    const result = await tusUpload(target(), data, {
      name: 'clip.mp4',
      uploadUrl: `${server.url}${location}`,
    });
    const name = (result.mediaUrl ?? '').slice('/media/'.length);
    expect(readFileSync(join(server.store.mediaDir, name)).equals(data)).toBe(true);
  });

  it('refuses path traversal and foreign names in upload ids', async () => {
    const paths = [
      '/api/uploads/..%2f..%2fetc%2fpasswd',
      '/api/uploads/..%2F..%2Ffilmfolio.sqlite',
      '/api/uploads/%2e%2e%2f%2e%2e%2fdata',
      '/api/uploads/..%5c..%5cwin.ini',
      '/api/uploads/filmfolio.sqlite',
      '/api/uploads/00000000-0000-0000-0000-000000000000.mp4.json',
    ];
    for (const path of paths) {
      for (const method of ['HEAD', 'PATCH', 'DELETE']) {
        const response = await rawRequest(server.url, {
          method,
          path,
          headers: {
            ...tus({ 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
            Cookie: cookie,
          },
        });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    // GET is not part of the protocol here: nothing can be read back through /api/uploads.
    expect((await call(server.url, '/api/uploads/x', { cookie })).status).toBe(404);
  });
});
