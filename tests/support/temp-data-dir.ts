import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// No vitest import here: the benchmark (plain node) reaches this through server.ts.

/** A fresh empty folder under the system's temp folder; the caller removes it. */
export function makeTempDir(prefix = 'filmfolio-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A fresh temporary data folder and its removal. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = makeTempDir();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
