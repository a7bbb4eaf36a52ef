import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/** A fresh empty folder under the system's temp folder; the caller removes it. */
export function makeTempDir(prefix = 'filmfolio-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A fresh temporary data folder and its removal. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = makeTempDir();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** For a test file: returns a maker of temp folders, each removed after its test. */
export function tempDataDirs(prefix?: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = makeTempDir(prefix);
    made.push(dir);
    return dir;
  };
}
