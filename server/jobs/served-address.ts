import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITEMAP_PATH } from '../../src/lib/sitemap.ts';

/**
 * Whether the served site names another address than the pages would now: PUBLIC_URL when set,
 * else the setting (issue 33: one source of truth). Read from the served robots.txt, which names
 * the sitemap at the address the build was given (src/lib/sitemap.ts), so it holds whoever
 * built the folder: the server, `npm run build`, a restore's rebuild without PUBLIC_URL. A folder
 * with no site yet is not stale: its first build comes anyway.
 */
export function servedAddressStale(siteDir: string, address: string): boolean {
  let robots: string;
  try {
    robots = readFileSync(join(siteDir, 'robots.txt'), 'utf8');
  } catch {
    return false;
  }
  const served = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
  return served !== (address ? new URL(SITEMAP_PATH, address).href : '');
}
