// npm run restore as the owner runs it: refusals with a clear message, then a real restore that
// rebuilds the site and that the server serves.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup.ts';
import type { Video } from '../../src/lib/video.ts';
import { doctoredBackup } from '../support/data/crafted-archive.ts';
import { dumpDatabase } from '../support/data/data-snapshot.ts';
import { runOpsCommand } from '../support/harness/ops-commands.ts';
import { seedSite, siteContent } from '../support/harness/ops-site.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

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

const restore = (dataDir: string, ...args: string[]) =>
  runOpsCommand('restore', args, { DATA_DIR: dataDir });

describe('npm run restore', () => {
  it('restores, rebuilds the site, and the server serves the restored content', async () => {
    const source = temp();
    seedSite(source, 3).close();
    const { path: archive } = await createBackup({ dataDir: source, outDir: temp() });

    const dataDir = path.join(temp(), 'data');
    const done = await restore(dataDir, archive);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/restored 3 video\(s\) and 5 file\(s\)/);
    expect(done.stderr).toMatch(/restore: rebuilding the site/);
    const page = fs.readFileSync(path.join(dataDir, 'site', 'current', 'index.html'), 'utf8');
    for (const title of ['Film 0', 'Film 1', 'Film 2']) expect(page).toContain(title);

    server = await spawnServer({ dataDir, env: { DEMO_CONTENT: '1' } });
    const served = (await (await fetch(`${server.url}/api/videos`)).json()) as Video[];
    // The preview copy's state is the server's own background work (docs/video-previews.md): this
    // server tries to make a copy of the seeded stand-in file at start, and may have failed already.
    const content = (videos: Video[]) => videos.map(({ preview_state: _, ...rest }) => rest);
    expect(content(served)).toEqual(content(siteContent(source).videos));
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('Film 2');

    // While that server runs on the folder, even --force is refused.
    const running = await restore(dataDir, archive, '--force');
    expect(running.code).toBe(1);
    expect(running.stderr).toMatch(/is in use: stop the server first/);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['data']);
    await server.kill('SIGTERM');
    server = undefined;

    // A second restore into the now non-empty folder is refused and changes nothing.
    const before = dumpDatabase(dataDir);
    const refused = await restore(dataDir, archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/restore refused: .* is not empty: restore with --force/);
    expect(refused.stderr).toMatch(/Nothing was changed/);
    expect(dumpDatabase(dataDir)).toBe(before);
  }, 180_000);

  it('a damaged archive gets a clear message and exit code 1', async () => {
    const damaged = path.join(temp(), 'filmfolio-20260101-000000.tar.gz');
    fs.writeFileSync(damaged, Buffer.from('1f8b0800000000000003ffff', 'hex'));
    const dataDir = temp();
    const result = await restore(dataDir, damaged, '--force');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /restore refused: cannot read .*damaged, or not a FilmFolio backup/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('an archive whose database fails the migrations is refused before the swap, truthfully', async () => {
    const source = temp();
    seedSite(source, 2).close();
    const { path: archive } = await createBackup({ dataDir: source, outDir: temp() });
    const doctored = path.join(temp(), 'doctored.tar.gz');
    await doctoredBackup(archive, doctored, (db) =>
      db.exec("DELETE FROM schema_migrations WHERE name = '012-image-variants.sql'"),
    );
    const dataDir = path.join(temp(), 'data');
    seedSite(dataDir, 1).close();
    const before = dumpDatabase(dataDir);
    const result = await restore(dataDir, doctored, '--force');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /restore refused: the database in the archive fails this version's migrations .*\nNothing was changed\./,
    );
    expect(dumpDatabase(dataDir)).toBe(before);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['data']);
  });

  it('prints its usage for a wrong command line', async () => {
    const result = await restore(temp());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/usage: npm run restore -- FILE \[--force\]/);
  });
});
