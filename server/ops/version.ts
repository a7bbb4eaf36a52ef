import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | undefined;

/** The version in package.json, read once. */
export function appVersion(): string {
  if (cached === undefined) {
    const pkg = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
    );
    cached = typeof pkg.version === 'string' ? pkg.version : 'unknown';
  }
  return cached ?? 'unknown';
}
