// The server's key (DATA_DIR/secret) never travels in a backup, and a restore keeps the
// target's own: a stolen archive signs nothing, and visitors keep their access after a restore.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { list } from 'tar';
import { describe, expect, it } from 'vitest';
import { seedSite } from '../../tests/support/harness/ops-site.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { loadServerSecret, SECRET_FILE } from '../auth/server-secret.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

const temp = tempDataDirs('filmfolio-secret-ops-');

async function entriesOf(file: string): Promise<string[]> {
  const paths: string[] = [];
  await list({ file, onReadEntry: (entry) => paths.push(entry.path) });
  return paths;
}

describe('the server secret and backups', () => {
  it('is left out of every backup', async () => {
    const source = temp();
    seedSite(source, 2).close();
    const secret = loadServerSecret(source);
    const { path } = await createBackup({ dataDir: source, outDir: temp() });
    const entries = await entriesOf(path);
    expect(entries).toContain('filmfolio.sqlite');
    expect(entries.filter((name) => name.includes(SECRET_FILE))).toEqual([]);
    expect(readFileSync(path).includes(secret)).toBe(false);
  });

  it("a restore over a data folder keeps that folder's secret; a new folder gets none", async () => {
    const source = temp();
    seedSite(source, 2).close();
    loadServerSecret(source);
    const { path } = await createBackup({ dataDir: source, outDir: temp() });

    const target = join(temp(), 'data');
    seedSite(target, 1).close();
    const own = loadServerSecret(target);
    await restoreBackup({ file: path, dataDir: target, force: true });
    expect(readFileSync(join(target, SECRET_FILE)).equals(own)).toBe(true);
    expect(statSync(join(target, SECRET_FILE)).mode & 0o777).toBe(0o600);

    const fresh = join(temp(), 'data');
    await restoreBackup({ file: path, dataDir: fresh });
    expect(existsSync(join(fresh, SECRET_FILE))).toBe(false);
  });
});
