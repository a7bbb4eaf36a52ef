// npm run export:supabase carries a film's press quotes and the site's Références (issue 31),
// then finds nothing to change on a second run, and sends an edit again.
import { describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/open.ts';
import { exportSite, standInPerTest } from '../support/harness/export-run.ts';
import { seedSite } from '../support/harness/ops-site.ts';
import { tempDataDirs } from '../support/harness/temp-dirs.ts';

const temp = tempDataDirs('filmfolio-ops-');
const project = standInPerTest();

const press = [
  { quote: '« Une lumière rare »', source: 'Libération', url: 'https://www.liberation.fr/a' },
  { quote: 'Superbe', source: 'Télérama', url: null },
];

describe('npm run export:supabase: press and références', () => {
  it('copies the quotes and the références, then nothing; an edit is sent again', async () => {
    const target = await project();
    const dataDir = temp();
    const store = seedSite(dataDir, 2);
    const [first] = store.videos.list();
    if (!first) throw new Error('seed');
    const fields = {
      title: first.title,
      url: first.url,
      video_type: first.video_type,
      thumbnail_url: first.thumbnail_url,
    };
    store.videos.update(first.id, { ...fields, press });
    store.settings.save({
      ...store.settings.get(),
      name: 'Camille',
      reference_names: 'Arte\nCanal+',
    });
    store.close();

    const run = await exportSite(dataDir, target);
    expect(run.code, run.stderr).toBe(0);
    const rows = await target.t.sudo<{ id: string; press: unknown }>(
      'select id, press from public.videos order by order_position',
    );
    expect(rows.map((row) => row.press)).toEqual([press, []]);
    const [settings] = await target.t.sudo<{ reference_names: string }>(
      'select reference_names from public.site_settings',
    );
    expect(settings?.reference_names).toBe('Arte\nCanal+');

    const again = await exportSite(dataDir, target);
    expect(again.stdout).toContain('0 videos inserted, 0 videos updated');

    const edit = openStore({ dataDir, demo: false });
    edit.videos.update(first.id, { ...fields, press: [press[1] as (typeof press)[number]] });
    edit.close();
    const third = await exportSite(dataDir, target);
    expect(third.stdout).toContain('0 videos inserted, 1 videos updated');
    const [after] = await target.t.sudo<{ press: unknown }>(
      'select press from public.videos order by order_position limit 1',
    );
    expect(after?.press).toEqual([press[1]]);
  }, 90_000);
});
