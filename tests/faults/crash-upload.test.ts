import fs from 'node:fs';
import { Upload } from 'tus-js-client';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMp4, sha256 } from '../support/data/media.ts';
import { MemoryUrlStorage } from '../support/fakes/url-storage.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { rawRequest } from '../support/harness/raw-http.ts';
import {
  freePort,
  type ServerProcess,
  spawnAdminServer as spawnServer,
} from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';
import { tusOptions, tusUpload } from '../support/harness/tus-upload.ts';

const SIZE = 50 * 1000 * 1000;
const KILL_AFTER = 22 * 1000 * 1000;

const dataDir = makeTempDir('filmfolio-faults-');
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts an upload and SIGKILLs the server once KILL_AFTER bytes have left the client. */
function uploadUntilKilled(
  admin: AdminClient,
  live: ServerProcess,
  data: Buffer,
  storage: MemoryUrlStorage,
) {
  return new Promise<void>((resolve, reject) => {
    let killed = false;
    const upload = new Upload(data, {
      ...tusOptions(admin, { urlStorage: storage, name: 'rushes.mp4' }, data.length),
      onProgress: (sent) => {
        if (sent < KILL_AFTER || killed) return;
        killed = true;
        void live.kill('SIGKILL');
      },
      onError: () => (killed ? resolve() : reject(new Error('upload failed before the kill'))),
      onSuccess: () => reject(new Error('upload finished before the server was killed')),
    });
    upload.start();
  });
}

describe('SIGKILL during a 50 MB tus upload', () => {
  it('resumes after a restart on the same data and stores a byte-identical file', async () => {
    const port = await freePort();
    const data = fakeMp4(SIZE);
    const storage = new MemoryUrlStorage();

    const first = await spawnServer({ port, dataDir, env: { DEMO_CONTENT: '0' } });
    server = first;
    const admin = new AdminClient(first.url);
    await admin.signIn();
    await uploadUntilKilled(admin, first, data, storage);
    expect(first.output()).not.toMatch(/FilmFolio: .* failed/);

    server = await spawnServer({ port, dataDir, env: { DEMO_CONTENT: '0' } });
    const again = new AdminClient(server.url);
    await again.signIn();

    // Same file, same fingerprint: the client finds the upload URL it stored before the crash.
    const probe = new Upload(data, tusOptions(again, { urlStorage: storage }, data.length));
    const previous = await probe.findPreviousUploads();
    expect(previous).toHaveLength(1);
    const [earlier] = previous;
    if (!earlier?.uploadUrl) throw new Error('no stored upload URL');

    const head = await rawRequest(server.url, {
      method: 'HEAD',
      path: new URL(earlier.uploadUrl).pathname,
      headers: { 'tus-resumable': '1.0.0', cookie: again.cookie, origin: server.url },
    });
    const offset = Number(head.headers['upload-offset']);
    console.log(`server kept ${offset} of ${SIZE} bytes across the SIGKILL`);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(SIZE);

    let resumedFrom = -1;
    const result = await tusUpload(again, data, {
      urlStorage: storage,
      previous: earlier,
      onProgress: (sent) => {
        if (resumedFrom < 0) resumedFrom = sent;
      },
    });
    expect(result.uploadUrl).toBe(earlier.uploadUrl);
    expect(resumedFrom).toBeGreaterThanOrEqual(offset);
    expect(result.mediaUrl, JSON.stringify(result.lastHeaders)).toMatch(/\/media\//);

    const mediaPath = new URL(result.mediaUrl, server.url).pathname;
    await again.create({ title: 'Rushes', url: mediaPath, video_type: 'direct' });
    const served = await rawRequest(server.url, { method: 'GET', path: mediaPath });
    expect(served.status).toBe(200);
    expect(served.body.length).toBe(SIZE);
    expect(sha256(served.body)).toBe(sha256(data));
  }, 180_000);
});
