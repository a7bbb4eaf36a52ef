import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { openDatabase } from '../store/db.ts';
import { seedOnce } from './seed-once.ts';

const dataDir = tempDataDirs();
const mark = (db: ReturnType<typeof openDatabase>, key: string) =>
  db.prepare('SELECT value FROM meta WHERE key = ?').get(key)?.value;

describe('seedOnce', () => {
  it('fills once, then never asks again', () => {
    const db = openDatabase({ dataDir: dataDir() });
    const fill = vi.fn(() => null);
    expect(seedOnce(db, 'test_seeded_at', fill)).toBe(true);
    expect(seedOnce(db, 'test_seeded_at', fill)).toBe(false);
    expect(fill).toHaveBeenCalledTimes(1);
    expect(String(mark(db, 'test_seeded_at'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    db.close();
  });

  it('keeps the reason it did not seed as the mark', () => {
    const db = openDatabase({ dataDir: dataDir() });
    expect(seedOnce(db, 'test_seeded_at', () => 'existing content')).toBe(false);
    expect(mark(db, 'test_seeded_at')).toBe('existing content');
    db.close();
  });

  it('removes the files it copied and marks nothing when the fill fails', () => {
    const dir = dataDir();
    const db = openDatabase({ dataDir: dir });
    const file = join(dir, 'copied.bin');
    expect(() =>
      seedOnce(db, 'test_seeded_at', (copied) => {
        copied.push(file);
        writeFileSync(file, 'x');
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(existsSync(file)).toBe(false);
    expect(mark(db, 'test_seeded_at')).toBeUndefined();
    db.close();
  });
});
