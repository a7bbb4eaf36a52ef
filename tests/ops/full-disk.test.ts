// Issue 34, point 4, on a real file system that fills up: a 48 MiB tmpfs this test mounts (CI
// runs as root). An upload that cannot fit is refused at once with 507 disk_full; /healthz and
// the dashboard's status say "nearly full" while there is room still; on a full disk sign-in
// either works or answers 507 disk_full (the form's "Espace disque insuffisant sur le serveur"),
// never a bare 500; existing films and the database stay intact.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/lib/api.ts';
import { AdminClient, youtubeInput } from '../support/harness/admin-client.ts';
import { ADMIN } from '../support/harness/credentials.ts';
import { rawRequest } from '../support/harness/raw-http.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

const MiB = 1024 * 1024;
/** HEALTH_MIN_FREE_MB for this server: nearly full below 5 times that (server/ops/health.ts). */
const FLOOR_MB = 4;

const mountPoint = makeTempDir('filmfolio-tmpfs-');
const dataDir = path.join(mountPoint, 'data');
let server: ServerProcess | undefined;
let admin: AdminClient;

beforeAll(async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m,mode=0700', 'tmpfs', mountPoint]);
  server = await spawnServer({
    dataDir,
    env: { DEMO_CONTENT: '0', HEALTH_MIN_FREE_MB: String(FLOOR_MB) },
  });
  admin = new AdminClient(server.url);
  await admin.signIn();
  await admin.create(youtubeInput(1));
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  execFileSync('umount', [mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

const free = () => {
  const info = fs.statfsSync(mountPoint);
  return info.bavail * info.bsize;
};

/** Writes a ballast file so that about `left` bytes stay free on the tmpfs. */
function leave(left: number): void {
  const ballast = path.join(mountPoint, `ballast-${Date.now()}`);
  const size = Math.max(0, free() - left);
  const fd = fs.openSync(ballast, 'w');
  const block = Buffer.alloc(MiB, 1);
  try {
    for (let written = 0; written < size; ) {
      const n = Math.min(block.length, size - written);
      try {
        written += fs.writeSync(fd, block, 0, n);
      } catch {
        break; // ENOSPC: as full as it gets
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

const createUpload = (length: number) =>
  rawRequest(server?.url ?? '', {
    method: 'POST',
    path: API.uploads,
    headers: {
      ...admin.headers(),
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': `filename ${Buffer.from('film.mp4').toString('base64')}`,
    },
  });

const health = async () => {
  const reply = await rawRequest(server?.url ?? '', { method: 'GET', path: '/healthz' });
  return { status: reply.status, disk: (JSON.parse(reply.text) as { disk: string }).disk };
};
const dashboardDisk = async () =>
  (JSON.parse((await admin.raw('GET', API.siteStatus)).text) as { disk: string }).disk;

const signIn = async () => {
  const res = await fetch(`${server?.url}${API.session}`, {
    method: 'POST',
    headers: { origin: server?.url ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  return { status: res.status, body: await res.text() };
};

describe('a disk that fills up', () => {
  it('refuses an upload that cannot fit, before it starts, with 507 disk_full', async () => {
    expect(await health()).toEqual({ status: 200, disk: 'ok' });
    const uploads = path.join(dataDir, 'uploads');
    const before = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
    const refused = await createUpload(free());
    expect(refused.status).toBe(507);
    expect(JSON.parse(refused.text)).toEqual({ error: 'internal', detail: 'disk_full' });
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual(before);
  });

  it('says nearly full on /healthz and the dashboard while a film still fits', async () => {
    leave(12 * MiB);
    expect(await health()).toEqual({ status: 200, disk: 'nearly_full' });
    expect(await dashboardDisk()).toBe('nearly_full');
    // What fits above the floor is still taken.
    expect((await createUpload(4 * MiB)).status).toBe(201);
  });

  it('on a full disk: /healthz fails, sign-in works or says why, the data stays', async () => {
    leave(0);
    expect(await health()).toEqual({ status: 503, disk: 'low' });
    expect(await dashboardDisk()).toBe('low');
    const attempt = await signIn();
    console.log(`sign-in on the full disk: ${attempt.status} ${attempt.body}`);
    if (attempt.status !== 204) {
      expect(attempt.status).toBe(507);
      expect(JSON.parse(attempt.body)).toEqual({ error: 'internal', detail: 'disk_full' });
    }
    expect((await admin.list()).map((video) => video.title)).toEqual([youtubeInput(1).title]);
  });
});
