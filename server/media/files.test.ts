import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { variantName } from '../../src/lib/image-variants.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { removeUnreferenced, sweepOrphans } from './files.ts';

const dataDir = tempDataDirs();
const kept = '1b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.jpg';
const gone = '2b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.png';

function folder(): string {
  const dir = dataDir();
  for (const name of [kept, gone]) {
    for (const file of [name, variantName(name, 480), variantName(name, 960)]) {
      writeFileSync(join(dir, file), 'x');
      // Older than the grace period.
      utimesSync(join(dir, file), new Date(0), new Date(0));
    }
  }
  writeFileSync(join(dir, 'notes.txt'), 'not ours');
  return dir;
}

describe('media files and their resized copies', () => {
  it('a released original goes with its copies', () => {
    const dir = folder();
    expect(removeUnreferenced(dir, [gone], (name) => name === kept)).toEqual([gone]);
    expect(readdirSync(dir).sort()).toEqual(
      [kept, variantName(kept, 480), variantName(kept, 960), 'notes.txt'].sort(),
    );
  });

  it('the sweep removes old copies whose original no row references, and keeps the others', () => {
    const dir = folder();
    const removed = sweepOrphans(dir, (name) => name === kept, 60_000);
    expect(removed.sort()).toEqual([gone, variantName(gone, 480), variantName(gone, 960)].sort());
    expect(readdirSync(dir).sort()).toEqual(
      [kept, variantName(kept, 480), variantName(kept, 960), 'notes.txt'].sort(),
    );
  });
});
