// A backup carries a film's press quotes and the site's Références (issue 31): npm run restore
// brings them back, and the site it rebuilds shows them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup.ts';
import { openStore } from '../../server/store/open.ts';
import { runOpsCommand } from '../support/harness/ops-commands.ts';
import { seedSite } from '../support/harness/ops-site.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

const dirs: string[] = [];
const temp = () => {
  const dir = makeTempDir('filmfolio-ops-');
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const press = [
  { quote: '« Une lumière rare »', source: 'Libération', url: 'https://www.liberation.fr/a' },
  { quote: 'Superbe', source: 'Télérama', url: null },
];

describe('backup and restore: press and références', () => {
  it('restores the quotes and the références, and the rebuilt site shows them', async () => {
    const source = temp();
    const store = seedSite(source, 2);
    const [first] = store.videos.list();
    if (!first) throw new Error('seed');
    store.videos.update(first.id, {
      title: first.title,
      url: first.url,
      video_type: first.video_type,
      thumbnail_url: first.thumbnail_url,
      awards: 'Festival de Clermont-Ferrand\nPrix de la photographie',
      press,
    });
    store.settings.save({
      ...store.settings.get(),
      name: 'Camille',
      reference_names: 'Arte\nCanal+',
    });
    store.close();
    const { path: archive } = await createBackup({ dataDir: source, outDir: temp() });

    const dataDir = path.join(temp(), 'data');
    const done = await runOpsCommand('restore', [archive], { DATA_DIR: dataDir });
    expect(done.code, done.stderr).toBe(0);

    const restored = openStore({ dataDir, demo: false });
    try {
      const film = restored.videos.get(first.id);
      expect(film?.press).toEqual(press);
      expect(film?.awards).toBe('Festival de Clermont-Ferrand\nPrix de la photographie');
      expect(restored.settings.get().reference_names).toBe('Arte\nCanal+');
    } finally {
      restored.close();
    }
    const site = path.join(dataDir, 'site', 'current');
    const home = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
    expect(home).toContain('id="references"');
    expect(home).toContain('Canal+');
    expect(home).toContain('data-testid="laurel-mark"');
    const page = fs.readFileSync(path.join(site, 'films', first.slug ?? '', 'index.html'), 'utf8');
    expect(page).toContain('« Une lumière rare »');
    expect(page).toContain('<cite');
  }, 180_000);
});
