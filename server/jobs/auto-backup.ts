import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createBackup } from '../ops/backup.ts';
import { beyondRetention, finishedBackups } from '../ops/backup-name.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const PARTIAL = /^\.filmfolio-.*\.partial$/;

export interface AutoBackupOptions {
  dataDir: string;
  dir: string;
  keep: number;
  log?: (line: string) => void;
  /** Failures: loud, on stderr by default. */
  alarm?: (line: string) => void;
  /** How often the age of the newest backup is checked (hourly). */
  checkEveryMs?: number;
  /** A backup is due when the newest is older than this (a day). */
  maxAgeMs?: number;
}

export interface AutoBackup {
  /** Resolves when the backup running now (if any) has ended; no new one starts after. */
  stop(): Promise<void>;
  /** The check-and-backup round, for tests and the start-up round. */
  round(): Promise<void>;
}

function newestAgeMs(dir: string, now: number): number {
  const [newest] = finishedBackups(readdirSync(dir));
  return newest ? now - statSync(join(dir, newest)).mtimeMs : Number.POSITIVE_INFINITY;
}

function prune(dir: string, keep: number, log: (line: string) => void, now: number): void {
  const names = readdirSync(dir);
  for (const name of beyondRetention(names, keep)) {
    rmSync(join(dir, name), { force: true });
    log(`FilmFolio: removed old backup ${name}`);
  }
  // What a killed backup left: never a finished-looking name, and stale once a day old.
  for (const name of names.filter((n) => PARTIAL.test(n))) {
    if (now - statSync(join(dir, name)).mtimeMs > DAY_MS) rmSync(join(dir, name), { force: true });
  }
}

/**
 * BACKUP_DIR: one backup at start when the newest is older than a day (or none), then one a day,
 * keeping the newest BACKUP_KEEP. A failure is logged loudly and retried at the next check.
 */
export function startAutoBackup(options: AutoBackupOptions): AutoBackup {
  const dir = resolve(options.dir);
  const log = options.log ?? console.log;
  const alarm = options.alarm ?? console.error;
  const maxAgeMs = options.maxAgeMs ?? DAY_MS;
  let running: Promise<void> | null = null;
  let stopped = false;

  const attempt = async () => {
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      if (newestAgeMs(dir, Date.now()) < maxAgeMs) return;
      const result = await createBackup({ dataDir: options.dataDir, outDir: dir });
      log(`FilmFolio: backup written: ${result.path} (${result.size} bytes)`);
      prune(dir, options.keep, log, Date.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      alarm(`FilmFolio: BACKUP FAILED (${dir}): ${reason}. Your data is not being backed up.`);
    }
  };
  const round = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (!running) running = attempt().finally(() => (running = null));
    return running;
  };

  void round();
  const timer = setInterval(() => void round(), options.checkEveryMs ?? HOUR_MS);
  timer.unref();
  return {
    round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
