// A backup killed at any moment leaves no file that looks finished, and the next one works.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { finishedBackups } from '../../server/ops/backup-name.ts';
import { restoreBackup } from '../../server/ops/restore.ts';
import { addMedia, seedSite, siteContent } from '../support/harness/ops-site.ts';
import { ROOT } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

const dirs: string[] = [];
const temp = () => {
  const dir = makeTempDir('filmfolio-ops-');
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site whose archive takes a while to write: large incompressible media. */
function bigSite(): string {
  const dataDir = temp();
  const store = seedSite(dataDir, 2);
  for (let i = 0; i < 3; i++) {
    store.videos.create({
      title: `Rushes ${i}`,
      url: addMedia(store, 'mp4', 30_000_000),
      video_type: 'direct',
    });
  }
  store.close();
  return dataDir;
}

/** Starts `npm run backup` and SIGKILLs it once `when` holds (checked as it runs). */
function backupKilledWhen(dataDir: string, outDir: string, when: (stderr: string) => boolean) {
  return new Promise<{ signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/ops/backup.ts'), outDir], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const poll = setInterval(() => {
      if (when(stderr)) {
        clearInterval(poll);
        child.kill('SIGKILL');
      }
    }, 5);
    child.on('close', (_code, signal) => {
      clearInterval(poll);
      resolve({ signal, stderr });
    });
  });
}

const partialGrown = (outDir: string) => () =>
  fs
    .readdirSync(outDir)
    .some(
      (name) => name.endsWith('.partial') && fs.statSync(path.join(outDir, name)).size > 1_000_000,
    );

describe('SIGKILL during a backup', () => {
  it('leaves no finished-looking archive, whether killed while staging or while writing', async () => {
    const dataDir = bigSite();
    const outDir = temp();
    const early = await backupKilledWhen(dataDir, outDir, (stderr) =>
      stderr.includes('database copied'),
    );
    expect(early.signal).toBe('SIGKILL');
    const late = await backupKilledWhen(dataDir, outDir, partialGrown(outDir));
    expect(late.signal, late.stderr).toBe('SIGKILL');
    expect(late.stderr).toMatch(/writing the archive/);

    const names = fs.readdirSync(outDir);
    expect(finishedBackups(names)).toEqual([]);
    expect(names.filter((name) => name.endsWith('.tar.gz'))).toEqual([]);
    expect(names.some((name) => name.endsWith('.partial'))).toBe(true);

    // The next backup is whole and restores.
    const next = await backupKilledWhen(dataDir, outDir, () => false);
    expect(next.signal, next.stderr).toBeNull();
    const [finished] = finishedBackups(fs.readdirSync(outDir));
    expect(finished).toBeDefined();
    const target = path.join(temp(), 'data');
    await restoreBackup({ file: path.join(outDir, finished ?? ''), dataDir: target });
    expect(siteContent(target)).toEqual(siteContent(dataDir));
  }, 120_000);
});
