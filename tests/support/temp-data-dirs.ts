import { rmSync } from 'node:fs';
import { afterEach } from 'vitest';
import { makeTempDir } from './temp-data-dir.ts';

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
