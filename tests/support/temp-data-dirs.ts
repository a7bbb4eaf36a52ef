import { afterEach } from 'vitest';
import { tempDataDir } from './temp-data-dir.ts';

/** For a test file: returns a maker of temp data folders, each removed after its test. */
export function tempDataDirs(): () => string {
  const removals: Array<() => void> = [];
  afterEach(() => {
    for (const remove of removals.splice(0)) remove();
  });
  return () => {
    const temp = tempDataDir();
    removals.push(temp.remove);
    return temp.dir;
  };
}
