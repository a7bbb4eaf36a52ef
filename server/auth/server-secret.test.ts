import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { loadServerSecret, SECRET_FILE } from './server-secret.ts';

const temp = tempDataDirs('filmfolio-secret-');

describe('loadServerSecret', () => {
  it('makes a 0600 file of 32 random bytes at first start, then reads the same one', () => {
    const dir = temp();
    const first = loadServerSecret(dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadServerSecret(dir).equals(first)).toBe(true);
    expect(loadServerSecret(temp()).equals(first)).toBe(false);
  });

  it('refuses a truncated file rather than sign with a weak key', () => {
    const dir = temp();
    writeFileSync(join(dir, SECRET_FILE), 'short');
    expect(() => loadServerSecret(dir)).toThrow(/fewer than 32 bytes: delete it/);
    expect(readFileSync(join(dir, SECRET_FILE), 'utf8')).toBe('short');
  });
});
