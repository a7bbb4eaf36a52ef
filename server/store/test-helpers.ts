import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh temporary data folder and its removal. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'filmfolio-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
