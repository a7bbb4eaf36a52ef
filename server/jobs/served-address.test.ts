import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../src/lib/sitemap.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { servedAddressStale } from './served-address.ts';

const dataDir = tempDataDirs();

/** A served folder whose robots.txt the build wrote for `address` (src/pages/robots.txt.ts). */
function builtFor(address: string): string {
  const dir = join(dataDir(), 'site');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'robots.txt'), robotsTxt(address));
  return dir;
}

describe('the address the served site names', () => {
  it('is stale when the pages would now name another one', () => {
    // A restore's rebuild ran without PUBLIC_URL, on a folder with no address set.
    const restored = builtFor('');
    expect(servedAddressStale(restored, '')).toBe(false);
    expect(servedAddressStale(restored, 'https://example.fr')).toBe(true);
    const built = builtFor('https://example.fr');
    expect(servedAddressStale(built, 'https://example.fr')).toBe(false);
    expect(servedAddressStale(built, 'https://autre.example.fr')).toBe(true);
    expect(servedAddressStale(built, '')).toBe(true);
  });

  it('a folder with no site yet is not stale: its first build comes anyway', () => {
    expect(servedAddressStale(join(dataDir(), 'nothing'), 'https://example.fr')).toBe(false);
  });
});
