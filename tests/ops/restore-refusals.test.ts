// Issue 34, point 6: `npm run restore` refuses, changing nothing, an archive whose database
// records every migration but lacks tables the server needs (it used to restore it with exit 0,
// and the server then could not start); and a restore aimed at a running server's data folder
// says "in use" before it unpacks anything.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup.ts';
import { doctoredBackup } from '../support/data/crafted-archive.ts';
import { dumpDatabase } from '../support/data/data-snapshot.ts';
import { runOpsCommand } from '../support/harness/ops-commands.ts';
import { seedSite } from '../support/harness/ops-site.ts';
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

async function backup(): Promise<string> {
  const source = temp();
  seedSite(source, 2).close();
  return (await createBackup({ dataDir: source, outDir: temp() })).path;
}

describe('npm run restore refuses before the swap', () => {
  it('a database that lists every migration but lacks the tables the server needs', async () => {
    const hollow = path.join(temp(), 'hollow.tar.gz');
    await doctoredBackup(await backup(), hollow, (db) =>
      db.exec('DROP TABLE statistics_daily; DROP TABLE site_state; DROP TABLE contact_messages'),
    );
    const dataDir = path.join(temp(), 'data');
    seedSite(dataDir, 1).close();
    const before = dumpDatabase(dataDir);
    const result = await restore(dataDir, hollow, '--force');
    expect(result.code, result.stdout + result.stderr).toBe(1);
    expect(result.stderr).toMatch(
      /restore refused: the database in the archive cannot run this version of the server \(.*no such table.*\)\nNothing was changed\./,
    );
    expect(dumpDatabase(dataDir)).toBe(before);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['data']);
    // The folder left in place still starts.
    server = await spawnServer({ dataDir, env: { DEMO_CONTENT: '0' } });
    await server.kill('SIGTERM');
    server = undefined;
  }, 120_000);

  it("a running server's data folder: 'in use', before anything is unpacked", async () => {
    const archive = await backup();
    const dataDir = path.join(temp(), 'data');
    server = await spawnServer({ dataDir, env: { DEMO_CONTENT: '0' } });
    const result = await restore(dataDir, archive, '--force');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /restore refused: the database in .* is in use: stop the server first\nNothing was changed\./,
    );
    expect(result.stderr).not.toContain('unpacking');
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['data']);
  }, 120_000);
});
