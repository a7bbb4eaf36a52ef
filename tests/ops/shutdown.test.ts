// SIGTERM on the real server: what is in flight finishes, nothing new is accepted, the database is
// closed cleanly, and an upload cut at the deadline resumes after the restart.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeMp4, sha256 } from '../support/data/media.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { rawRequest } from '../support/harness/raw-http.ts';
import {
  freePort,
  type ServerProcess,
  spawnAdminServer as spawnServer,
} from '../support/harness/server.ts';
import { createUpload, openPatch, uploadOffset } from '../support/harness/slow-upload.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';
import { waitUntil } from '../support/harness/wait.ts';

const dirs: string[] = [];
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill('SIGKILL');
  server = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(
  env: Record<string, string> = {},
  dataDir = makeTempDir('filmfolio-ops-'),
  port?: number,
) {
  if (!dirs.includes(dataDir)) dirs.push(dataDir);
  server = await spawnServer({
    dataDir,
    env: { DEMO_CONTENT: '0', ...env },
    ...(port ? { port } : {}),
  });
  const admin = new AdminClient(server.url);
  await admin.signIn();
  return { live: server, admin };
}

const exited = (live: ServerProcess) => live.kill('SIGTERM');

describe('graceful shutdown', () => {
  it('lets the request in flight finish, refuses new connections, closes the database', async () => {
    const { live, admin } = await start();
    const data = fakeMp4(1_000_000);
    const upload = await createUpload(admin, data.length);
    const patch = openPatch(admin, upload, 0, data.length);
    patch.write(data.subarray(0, 500_000));
    await waitUntil(
      'the first bytes on disk',
      () =>
        fs.readdirSync(path.join(live.dataDir, 'uploads')).some((n) => {
          const file = path.join(live.dataDir, 'uploads', n);
          return !n.endsWith('.json') && fs.statSync(file).size > 0;
        }),
      20_000,
    );

    const signalled = Date.now();
    process.kill(live.pid, 'SIGTERM');
    await waitUntil(
      'the shutdown log',
      () => live.output().includes('SIGTERM, finishing requests'),
      20_000,
    );
    await expect(fetch(`${live.url}/healthz`)).rejects.toThrow();

    patch.write(data.subarray(500_000), true);
    const answer = await patch.response;
    expect(answer.status).toBe(204);
    expect(answer.headers['upload-offset']).toBe(String(data.length));
    await exited(live);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(live.output()).toContain('FilmFolio: closed');
    // SQLite removes the write-ahead log when the last connection closes cleanly.
    expect(fs.existsSync(path.join(live.dataDir, 'filmfolio.sqlite-wal'))).toBe(false);
    const media = fs.readdirSync(path.join(live.dataDir, 'media'));
    expect(media).toHaveLength(1);
    expect(sha256(fs.readFileSync(path.join(live.dataDir, 'media', media[0] ?? '')))).toBe(
      sha256(data),
    );
  }, 60_000);

  it('cuts an upload still running at the deadline; it resumes after the restart', async () => {
    const port = await freePort();
    const graceMs = 1500;
    const { live, admin } = await start(
      { SHUTDOWN_GRACE_MS: String(graceMs) },
      makeTempDir('filmfolio-ops-'),
      port,
    );
    const data = fakeMp4(6_000_000);
    const upload = await createUpload(admin, data.length);
    const patch = openPatch(admin, upload, 0, data.length);
    patch.write(data.subarray(0, 3_000_000));
    await waitUntil(
      'three megabytes on disk',
      () =>
        fs.readdirSync(path.join(live.dataDir, 'uploads')).some((n) => {
          const file = path.join(live.dataDir, 'uploads', n);
          return !n.endsWith('.json') && fs.statSync(file).size >= 3_000_000;
        }),
      20_000,
    );

    const signalled = Date.now();
    process.kill(live.pid, 'SIGTERM');
    await expect(patch.response).rejects.toThrow();
    await exited(live);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(graceMs - 100);
    expect(took).toBeLessThan(graceMs + 5_000);
    expect(live.output()).toContain('closing their connections');

    const again = await start({}, live.dataDir, port);
    const offset = await uploadOffset(again.admin, upload);
    expect(offset).toBe(3_000_000);
    const rest = openPatch(again.admin, upload, offset, data.length - offset);
    rest.write(data.subarray(offset), true);
    const done = await rest.response;
    expect(done.status).toBe(204);
    const mediaUrl = String(done.headers['x-media-url']);
    // Served once a row references it: save the video as the admin form does.
    await again.admin.create({ title: 'Coupée', url: mediaUrl, video_type: 'direct' });
    const file = await rawRequest(again.live.url, { method: 'GET', path: mediaUrl });
    expect(file.status).toBe(200);
    expect(sha256(file.body)).toBe(sha256(data));
  }, 60_000);
});

describe('SIGINT', () => {
  it('closes the same way as SIGTERM (Ctrl-C in a terminal)', async () => {
    const { live } = await start();
    await live.kill('SIGINT');
    expect(live.output()).toContain('SIGINT, finishing requests');
    expect(live.output()).toContain('FilmFolio: closed');
    expect(fs.existsSync(path.join(live.dataDir, 'filmfolio.sqlite-wal'))).toBe(false);
  }, 60_000);
});

describe('GET /healthz on the running server', () => {
  it('answers 200, then 503 when the free-space threshold is above what the disk has', async () => {
    const { live } = await start();
    const ok = await fetch(`${live.url}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'ok', database: 'ok', disk: 'ok' });
    await exited(live);

    const { live: full } = await start({ HEALTH_MIN_FREE_MB: String(1024 * 1024 * 1024) });
    const low = await fetch(`${full.url}/healthz`);
    expect(low.status).toBe(503);
    expect(await low.json()).toMatchObject({ status: 'fail', disk: 'low' });
  }, 60_000);
});

describe('BACKUP_DIR', () => {
  it('makes a backup at start when there is none, and logs it', async () => {
    const backups = makeTempDir('filmfolio-ops-');
    dirs.push(backups);
    const { live } = await start({ BACKUP_DIR: backups, BACKUP_KEEP: '2' });
    await waitUntil('the start-up backup', () => live.output().includes('backup written'), 20_000);
    expect(fs.readdirSync(backups).filter((n) => /^filmfolio-.*\.tar\.gz$/.test(n))).toHaveLength(
      1,
    );
  }, 60_000);
});
