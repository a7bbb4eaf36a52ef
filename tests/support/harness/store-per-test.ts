// Store tests open a fresh database on an empty data folder for each test, so that no test sees
// another's rows, and remove the folder after it.
import { afterEach, beforeEach } from 'vitest';
import { openStore, type Store } from '../../../server/store/open.ts';
import { tempDataDir } from './temp-dirs.ts';

/** Registers, in the calling test file, a fresh store before each test (handed to `use`). */
export function storePerTest(use: (store: Store) => void): void {
  let temp: ReturnType<typeof tempDataDir> | undefined;
  let store: Store | undefined;
  beforeEach(() => {
    temp = tempDataDir();
    store = openStore({ dataDir: temp.dir, demo: false });
    use(store);
  });
  afterEach(() => {
    store?.close();
    temp?.remove();
    store = undefined;
    temp = undefined;
  });
}
