// Backups of a running server under steady writes, through the real command, restored and checked.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../server/ops/restore.ts';
import { API } from '../../src/lib/api.ts';
import { fakeMp4, sha256 } from '../support/data/media.ts';
import { AdminClient, youtubeInput } from '../support/harness/admin-client.ts';
import { runOpsCommand } from '../support/harness/ops-commands.ts';
import { integrityCheck, siteContent } from '../support/harness/ops-site.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';
import { tusUpload } from '../support/harness/tus-upload.ts';

const dirs: string[] = [];
const temp = () => {
  const dir = makeTempDir('filmfolio-ops-');
  dirs.push(dir);
  return dir;
};
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGTERM');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run backup -- DIR` as a user runs it: the path and size on stdout, progress on stderr. */
const runBackup = (dataDir: string, outDir: string) =>
  runOpsCommand('backup', [outDir], { DATA_DIR: dataDir });

function jpeg(size: number): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
}

/** Creates, uploads, deletes and reorders until stopped; records the checksum of every upload. */
async function writeSteadily(
  admin: AdminClient,
  stop: () => boolean,
  uploaded: Map<string, string>,
) {
  let rounds = 0;
  for (let i = 0; !stop(); i++) {
    const clip = fakeMp4(40_000 + i);
    const { mediaUrl } = await tusUpload(admin, clip);
    const video = new URL(mediaUrl, admin.base).pathname;
    uploaded.set(video, sha256(clip));
    const poster = jpeg(5_000 + i);
    const res = await fetch(admin.base + API.thumbnails, {
      method: 'POST',
      headers: admin.headers({ 'content-type': 'image/jpeg' }),
      body: new Uint8Array(poster),
    });
    const { url: posterUrl } = (await res.json()) as { url: string };
    uploaded.set(posterUrl, sha256(poster));
    await admin.create({
      title: `Direct ${i}`,
      url: video,
      video_type: 'direct',
      thumbnail_url: posterUrl,
    });
    await admin.create(youtubeInput(i));
    const list = await admin.list();
    // Deleting a direct video removes its files: a backup must still hold what its database references.
    const direct = list.filter((v) => v.video_type === 'direct');
    if (direct.length > 3 && direct[0]) await admin.raw('DELETE', API.video(direct[0].id));
    await admin.reorder((await admin.list()).map((v) => v.id).reverse());
    rounds++;
  }
  return rounds;
}

describe('backup of a running server', () => {
  it('taken during steady writes, restores to a sound database with every referenced file', async () => {
    server = await spawnServer({ env: { DEMO_CONTENT: '0' } });
    const admin = new AdminClient(server.url);
    await admin.signIn();
    const uploaded = new Map<string, string>();
    let done = false;
    const writer = writeSteadily(admin, () => done, uploaded);
    const outDir = temp();
    const results = [];
    // Let the writes start before the first backup, then take three in a row while they go on.
    while (uploaded.size < 4) await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 3; i++) results.push(await runBackup(server.dataDir, outDir));
    done = true;
    const rounds = await writer;
    expect(rounds).toBeGreaterThan(1);

    for (const result of results) {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/backup: database copied/);
      expect(result.stdout).toMatch(/filmfolio-\d{8}-\d{6}(-\d+)?\.tar\.gz\t\d+ bytes/);
    }
    const archives = fs.readdirSync(outDir).filter((n) => n.endsWith('.tar.gz'));
    expect(archives).toHaveLength(3);
    for (const archive of archives) {
      const target = path.join(temp(), 'data');
      await restoreBackup({ file: path.join(outDir, archive), dataDir: target });
      expect(integrityCheck(target)).toBe('ok');
      const { videos, files } = siteContent(target);
      expect(videos.length).toBeGreaterThan(0);
      expect(new Set(videos.map((v) => v.id)).size).toBe(videos.length);
      const referenced = videos
        .flatMap((v) => [v.url, v.thumbnail_url])
        .filter((u) => u?.startsWith('/media/'));
      expect(referenced.length).toBeGreaterThan(0);
      for (const url of referenced) {
        const name = (url ?? '').slice('/media/'.length);
        expect(files[name], url ?? '').toBe(uploaded.get(url ?? ''));
      }
    }
  }, 120_000);
});
