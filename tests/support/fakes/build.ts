// The rebuild tests (server/regenerate*.test.ts) run a small script in place of astro build; it
// reads what to write (and how slowly, and whether to fail) from control.json in its folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDataDir } from '../harness/temp-dirs.ts';

export interface FakeBuildControl {
  title: string;
  delayMs: number;
  fail?: boolean;
}

/**
 * A fresh folder holding `script` as fake-build.mjs and a first build in dist/ ('<h1>initial</h1>'),
 * with `first` as the control. `command` runs the script as the regenerator would run the build.
 */
export type FakeBuildFolder = ReturnType<typeof fakeBuildFolder>;

export function fakeBuildFolder(script: string, first: FakeBuildControl) {
  const temp = tempDataDir();
  writeFileSync(join(temp.dir, 'fake-build.mjs'), script);
  mkdirSync(join(temp.dir, 'dist'));
  writeFileSync(join(temp.dir, 'dist', 'index.html'), '<h1>initial</h1>');
  const control = (value: FakeBuildControl): void =>
    writeFileSync(join(temp.dir, 'control.json'), JSON.stringify(value));
  control(first);
  const command = (outDir: string) => ({
    file: process.execPath,
    args: [join(temp.dir, 'fake-build.mjs'), outDir, temp.dir],
  });
  return { temp, control, command };
}
