// Issue 20, point 5: what the server and `npm run backup` write is for the service's user only,
// even under the usual umask 022: the data folder 0700, the database and media 0600, backups 0600.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/lib/api.ts';
import { testImage } from '../support/data/images.ts';
import { fakeMp4 } from '../support/data/media.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import {
  ROOT,
  type ServerProcess,
  spawnAdminServer as spawnServer,
} from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';
import { tusUpload } from '../support/harness/tus-upload.ts';

const parent = makeTempDir('filmfolio-private-');
const dataDir = join(parent, 'data');
const backups = join(parent, 'backups');
let server: ServerProcess;
let ownerUmask: number;

beforeAll(async () => {
  // What a login shell or a plain systemd unit gives: files readable by everyone by default.
  ownerUmask = process.umask(0o022);
  server = await spawnServer({ dataDir, env: { BACKUP_DIR: backups } });
});
afterAll(async () => {
  await server.kill('SIGTERM');
  process.umask(ownerUmask);
  const { rmSync } = await import('node:fs');
  rmSync(parent, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

function everything(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...everything(path)] : entry.isFile() ? [path] : [];
  });
}

describe('private by default', () => {
  it('the data folder, the database, seeded and uploaded media and backups', async () => {
    const admin = new AdminClient(server.url);
    await admin.signIn();
    await tusUpload(admin, fakeMp4(30_000));
    const poster = await testImage({ width: 320, height: 180, format: 'jpeg' });
    const res = await fetch(admin.base + API.thumbnails, {
      method: 'POST',
      headers: admin.headers({ 'content-type': 'image/jpeg' }),
      body: new Uint8Array(poster),
    });
    expect(res.status).toBe(201);
    // The automatic backup at start (BACKUP_DIR), and one by hand as the operator would.
    for (let i = 0; i < 100 && !readdirSync(backups).some((n) => n.endsWith('.tar.gz')); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const byHand = spawnSync(process.execPath, [join(ROOT, 'scripts/ops/backup.ts'), backups], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(byHand.status).toBe(0);

    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'filmfolio.sqlite'))).toBe(0o600);
    expect(existsSync(join(dataDir, 'filmfolio.sqlite-wal'))).toBe(true);
    expect(mode(join(dataDir, 'filmfolio.sqlite-wal'))).toBe(0o600);
    expect(mode(join(dataDir, 'media'))).toBe(0o700);
    const media = readdirSync(join(dataDir, 'media'));
    expect(media.length).toBeGreaterThan(5); // the demo set, the upload, the poster
    for (const name of media)
      expect([name, mode(join(dataDir, 'media', name))]).toEqual([name, 0o600]);
    const archives = readdirSync(backups).filter((n) => n.endsWith('.tar.gz'));
    expect(archives).toHaveLength(2);
    for (const name of archives) expect(mode(join(backups, name))).toBe(0o600);
    expect(mode(backups)).toBe(0o700);
    // Nothing anywhere in the data folder is open to the group or to others.
    const open = everything(dataDir).filter((path) => (statSync(path).mode & 0o077) !== 0);
    expect(open).toEqual([]);
  });
});
