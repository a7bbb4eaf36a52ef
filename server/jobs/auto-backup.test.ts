import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedSite } from '../../tests/support/harness/ops-site.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { waitUntil } from '../../tests/support/harness/wait.ts';
import { finishedBackups } from '../ops/backup-name.ts';
import { startAutoBackup } from './auto-backup.ts';

const temp = tempDataDirs('filmfolio-ops-');
const DAY = 24 * 60 * 60 * 1000;

function oldBackup(dir: string, name: string, ageMs: number) {
  writeFileSync(join(dir, name), 'an older archive');
  const when = new Date(Date.now() - ageMs);
  utimesSync(join(dir, name), when, when);
}

function run(dataDir: string, dir: string, keep = 7) {
  const logs: string[] = [];
  const alarms: string[] = [];
  const auto = startAutoBackup({
    dataDir,
    dir,
    keep,
    log: (line) => logs.push(line),
    alarm: (line) => alarms.push(line),
  });
  return { auto, logs, alarms };
}

describe('automatic backups', () => {
  it('back up at start when the newest is older than a day, then keep the newest BACKUP_KEEP', async () => {
    const dataDir = temp();
    seedSite(dataDir, 2).close();
    const dir = temp();
    oldBackup(dir, 'filmfolio-20200101-000000.tar.gz', 5 * DAY);
    oldBackup(dir, 'filmfolio-20200102-000000.tar.gz', 4 * DAY);
    oldBackup(dir, 'filmfolio-20200103-000000.tar.gz', 3 * DAY);
    const { auto, logs, alarms } = run(dataDir, dir, 2);
    await auto.round();
    await auto.stop();
    const left = finishedBackups(readdirSync(dir));
    expect(left).toHaveLength(2);
    expect(left[1]).toBe('filmfolio-20200103-000000.tar.gz');
    expect(left[0]).not.toMatch(/^filmfolio-2020/);
    expect(logs.join('\n')).toMatch(/backup written: .*\.tar\.gz/);
    expect(logs.join('\n')).toMatch(/removed old backup filmfolio-20200102/);
    expect(alarms).toEqual([]);
  });

  it('make none while the newest is less than a day old', async () => {
    const dataDir = temp();
    seedSite(dataDir, 1).close();
    const dir = temp();
    oldBackup(dir, 'filmfolio-20200101-000000.tar.gz', DAY - 60_000);
    const { auto } = run(dataDir, dir);
    await auto.round();
    await auto.stop();
    expect(readdirSync(dir)).toEqual(['filmfolio-20200101-000000.tar.gz']);
  });

  it('back up again once the newest is older than the maximum age (daily in production)', async () => {
    const dataDir = temp();
    seedSite(dataDir, 1).close();
    const dir = temp();
    const auto = startAutoBackup({
      dataDir,
      dir,
      keep: 2,
      checkEveryMs: 20,
      maxAgeMs: 300,
      log: () => {},
    });
    await waitUntil('two backups', () => finishedBackups(readdirSync(dir)).length >= 2, 20_000);
    await auto.stop();
    const names = finishedBackups(readdirSync(dir));
    expect(names).toHaveLength(2);
    const [newer, older] = names.map((name) => statSync(join(dir, name)).mtimeMs);
    expect((newer ?? 0) - (older ?? 0)).toBeGreaterThanOrEqual(250);
  });

  it('report a failure loudly and keep running', async () => {
    const dataDir = temp();
    seedSite(dataDir, 1).close();
    const notADir = join(temp(), 'file');
    writeFileSync(notADir, 'x');
    const { auto, alarms } = run(dataDir, notADir);
    await auto.round();
    expect(alarms.join('\n')).toMatch(/BACKUP FAILED .*not being backed up/);
    await auto.stop();
  });
});
