// Issue 34, point 5: a data folder made by an earlier version, under the usual umask 022, has its
// database (and -wal) 0644 and media/ 0755. The server narrows them at start, says so once in its
// log, and the data stays whole.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE_NAME } from '../../server/store/db.ts';
import { seedPreviousRelease } from '../support/data/previous-release.ts';
import { AdminClient } from '../support/harness/admin-client.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

const dataDir = makeTempDir('filmfolio-ops-');
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** What the earlier version left, as a plain umask 022 makes it. */
function worldReadableFolder(): string[] {
  const { db, videos } = seedPreviousRelease(dataDir, 3);
  db.close();
  const database = path.join(dataDir, DB_FILE_NAME);
  // A -wal as an earlier server left it beside the database (empty: nothing to replay).
  fs.writeFileSync(`${database}-wal`, '');
  const media = path.join(dataDir, 'media');
  fs.chmodSync(dataDir, 0o755);
  fs.chmodSync(database, 0o644);
  fs.chmodSync(`${database}-wal`, 0o644);
  fs.chmodSync(media, 0o755);
  for (const name of fs.readdirSync(media)) fs.chmodSync(path.join(media, name), 0o644);
  return videos.map((video) => video.title);
}

describe('a data folder an earlier version left readable by everyone', () => {
  it('is narrowed at start to the service user, said once, with nothing lost', async () => {
    const titles = worldReadableFolder();
    const database = path.join(dataDir, DB_FILE_NAME);
    const media = path.join(dataDir, 'media');
    const files = fs.readdirSync(media).map((name) => path.join(media, name));
    expect(files.length).toBeGreaterThan(0);

    server = await spawnServer({ dataDir, env: { DEMO_CONTENT: '0' } });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(database)).toBe(0o600);
    expect(mode(media)).toBe(0o700);
    for (const file of files) expect(mode(file), file).toBe(0o600);
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(database + suffix)) expect(mode(database + suffix), suffix).toBe(0o600);
    }
    const said = server.output().match(/readable by other users/g) ?? [];
    expect(said).toHaveLength(1);
    const admin = new AdminClient(server.url);
    await admin.signIn();
    expect((await admin.list()).map((video) => video.title).sort()).toEqual([...titles].sort());
    await server.kill('SIGTERM');

    // Nothing left to narrow: the next start says nothing.
    server = await spawnServer({ dataDir, env: { DEMO_CONTENT: '0' } });
    expect(server.output()).not.toMatch(/readable by other users/);
  }, 120_000);
});
