// Issue 33, point 5: `npm run backup` with no folder writes into BACKUP_DIR, or refuses in one
// line naming it; it never falls back to a folder of the checkout (read-only in production, and
// no place for a copy of the private data).
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/open.ts';
import { ROOT } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

const parent = makeTempDir('filmfolio-backup-destination-');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const dataDir = join(parent, 'data');
openStore({ dataDir, demo: false }).close();

/** `npm run backup` as the docs write it, from a working folder standing in for the checkout. */
function backup(env: Record<string, string>, args: string[] = []) {
  const cwd = makeTempDir('filmfolio-checkout-');
  const env0: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...env };
  if (!('BACKUP_DIR' in env)) delete env0.BACKUP_DIR;
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/ops/backup.ts'), ...args], {
    cwd,
    env: env0,
    encoding: 'utf8',
  });
  const written = readdirSync(cwd);
  rmSync(cwd, { recursive: true, force: true });
  return { ...run, written };
}

describe('npm run backup with no folder', () => {
  it('refuses in one line naming BACKUP_DIR and writes nothing, without BACKUP_DIR', () => {
    const run = backup({});
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      'backup refused: name a folder (npm run backup -- DIR) or set BACKUP_DIR; nothing was written',
    ]);
    expect(run.stdout).toBe('');
    expect(run.written).toEqual([]);
  });

  it('writes its archive into BACKUP_DIR, and nothing into the working folder', () => {
    const backups = join(parent, 'backups');
    const run = backup({ BACKUP_DIR: backups });
    expect(run.status, run.stderr).toBe(0);
    expect(run.written).toEqual([]);
    const archives = readdirSync(backups).filter((name) => name.endsWith('.tar.gz'));
    expect(archives).toHaveLength(1);
    expect(run.stdout).toContain(join(backups, archives[0] ?? ''));
  });

  it('a folder given on the command line wins over BACKUP_DIR', () => {
    const given = join(parent, 'given');
    const run = backup({ BACKUP_DIR: join(parent, 'unused') }, [given]);
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(given).some((name) => name.endsWith('.tar.gz'))).toBe(true);
  });
});
