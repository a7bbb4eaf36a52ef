import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { builtYear, msUntilNextYear, startYearlyRebuild } from './yearly-rebuild.ts';

const tempDir = tempDataDirs();
const quiet = () => undefined;

afterEach(() => {
  vi.useRealTimers();
});

describe('msUntilNextYear', () => {
  it('counts to one second past local midnight of 1 January', () => {
    expect(msUntilNextYear(new Date(2026, 11, 31, 23, 59, 0))).toBe(61_000);
    expect(msUntilNextYear(new Date(2027, 0, 1, 0, 0, 1))).toBe(
      new Date(2028, 0, 1, 0, 0, 1).getTime() - new Date(2027, 0, 1, 0, 0, 1).getTime(),
    );
  });
});

describe('builtYear', () => {
  it('reads the year the served page was written, null without a page', () => {
    const dir = tempDir();
    expect(builtYear(dir)).toBeNull();
    const page = join(dir, 'index.html');
    writeFileSync(page, '<!doctype html>');
    const written = new Date(2025, 5, 1);
    utimesSync(page, written, written);
    expect(builtYear(dir)).toBe(2025);
  });
});

describe('startYearlyRebuild', () => {
  it('rebuilds at New Year and not before', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 11, 31, 23, 0, 0));
    let served = 2026;
    const rebuild = vi.fn(() => {
      served = new Date().getFullYear();
    });
    const stop = startYearlyRebuild({ rebuild, servedYear: () => served, log: quiet });
    expect(rebuild).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(rebuild).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(rebuild).toHaveBeenCalledTimes(1);
    expect(served).toBe(2027);
    // The next one is a year away; the timer re-arms in steps shorter than setTimeout's limit.
    vi.advanceTimersByTime(364 * 24 * 60 * 60 * 1000);
    expect(rebuild).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(rebuild).toHaveBeenCalledTimes(2);
    stop();
  });

  it('rebuilds at start when the served site is from an earlier year', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2027, 2, 10));
    const rebuild = vi.fn();
    const lines: string[] = [];
    const stop = startYearlyRebuild({
      rebuild,
      servedYear: () => 2026,
      log: (line) => lines.push(line),
    });
    expect(rebuild).toHaveBeenCalledTimes(1);
    expect(lines).toEqual(['FilmFolio: the site was built in 2026, rebuilding it for 2027']);
    stop();
  });

  it('does nothing when there is no site yet or it is current', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2027, 2, 10));
    const rebuild = vi.fn();
    startYearlyRebuild({ rebuild, servedYear: () => null, log: quiet })();
    startYearlyRebuild({ rebuild, servedYear: () => 2027, log: quiet })();
    expect(rebuild).not.toHaveBeenCalled();
  });
});
