import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedSite } from '../../tests/support/harness/ops-site.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { openStore } from '../store/open.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

const temp = tempDataDirs('filmfolio-ops-');

// The audience counts live in the SQLite file, so a backup carries them and a restore brings
// them back; the day's salt lives only in the server's memory and is in neither.
describe('statistics in a backup', () => {
  it('are restored row for row', async () => {
    const source = temp();
    const store = seedSite(source, 2);
    const [film] = store.videos.list();
    if (!film) throw new Error('no film');
    const at = new Date('2026-11-26T10:00:00Z');
    store.statistics.record(
      { type: 'visit', at, key: 'k1', ceiling: 10 },
      { kind: 'page', item: '/', link: '' },
    );
    store.statistics.record(
      { type: 'complete', at, key: 'k2', ceiling: 10 },
      { kind: 'film', item: film.id, link: '' },
    );
    const before = store.statistics.counts();
    store.close();

    const { path } = await createBackup({ dataDir: source, outDir: temp() });
    const target = join(temp(), 'data');
    await restoreBackup({ file: path, dataDir: target });
    const restored = openStore({ dataDir: target, demo: false });
    expect(restored.statistics.counts()).toEqual(before);
    expect(before).toHaveLength(2);
    restored.close();
  });
});
