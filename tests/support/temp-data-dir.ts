import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/** A fresh temporary data folder and its removal. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'filmfolio-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** For a test file: returns a maker of temp data folders, each removed after its test. */
export function tempDataDirs(): () => string {
  const removals: Array<() => void> = [];
  afterEach(() => {
    for (const remove of removals.splice(0)) remove();
  });
  return () => {
    const temp = tempDataDir();
    removals.push(temp.remove);
    return temp.dir;
  };
}
