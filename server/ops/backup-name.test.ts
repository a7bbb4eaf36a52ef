import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupTime,
  beyondRetention,
  finishedBackups,
  partialName,
} from './backup-name.ts';

describe('backup names', () => {
  const at = new Date(Date.UTC(2026, 10, 23, 9, 5, 7));

  it('sort by time in UTC and tell apart two of one second', () => {
    expect(backupFileName(at)).toBe('filmfolio-20261123-090507.tar.gz');
    expect(backupFileName(at, 2)).toBe('filmfolio-20261123-090507-2.tar.gz');
    expect(backupTime('filmfolio-20261123-090507-2.tar.gz')).toEqual(at);
    expect(backupTime('notes.txt')).toBeNull();
  });

  it('the temporary name never looks like a finished backup', () => {
    const partial = partialName(backupFileName(at));
    expect(partial).toBe('.filmfolio-20261123-090507.tar.gz.partial');
    expect(finishedBackups([partial])).toEqual([]);
    expect(partial.endsWith('.tar.gz')).toBe(false);
  });

  it('retention keeps the newest, at least one, and never touches other files', () => {
    const names = [
      'filmfolio-20261120-000000.tar.gz',
      'filmfolio-20261123-090507.tar.gz',
      'filmfolio-20261123-090507-1.tar.gz',
      'filmfolio-20261122-235959.tar.gz',
      '.filmfolio-20261124-000000.tar.gz.partial',
      'holiday.tar.gz',
    ];
    expect(finishedBackups(names)).toEqual([
      'filmfolio-20261123-090507-1.tar.gz',
      'filmfolio-20261123-090507.tar.gz',
      'filmfolio-20261122-235959.tar.gz',
      'filmfolio-20261120-000000.tar.gz',
    ]);
    expect(beyondRetention(names, 2)).toEqual([
      'filmfolio-20261122-235959.tar.gz',
      'filmfolio-20261120-000000.tar.gz',
    ]);
    expect(beyondRetention(names, 0)).toHaveLength(3);
    expect(beyondRetention(names, 7)).toEqual([]);
  });
});
