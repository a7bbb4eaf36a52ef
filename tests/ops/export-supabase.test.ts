// npm run export:supabase against a stand-in project on 127.0.0.1 (real migrations on PostgreSQL 15).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/open.ts';
import {
  createSupabaseContentSource,
  createSupabaseSettingsSource,
} from '../../src/backend/supabase/rest.ts';
import { sha256 } from '../support/data/media.ts';
import { exportSite, standInPerTest } from '../support/harness/export-run.ts';
import { runOpsCommand } from '../support/harness/ops-commands.ts';
import { addMedia, seedSite, siteContent } from '../support/harness/ops-site.ts';
import { tempDataDirs } from '../support/harness/temp-dirs.ts';
import type { StandIn } from '../support/supabase/stand-in.ts';

const temp = tempDataDirs('filmfolio-ops-');
const project = standInPerTest();

interface Row {
  id: string;
  title: string;
  url: string;
  thumbnail_url: string | null;
  order_position: number;
  layout: string;
  keep_small_format: boolean;
  visible: boolean;
}

const remoteRows = (target: StandIn) =>
  target.t.sudo<Row>('select * from public.videos order by order_position');

describe('npm run export:supabase', () => {
  it('copies videos in order with their files at rewritten addresses; a second run copies nothing', async () => {
    const target = await project();
    const dataDir = temp();
    seedSite(dataDir, 5).close();
    const local = siteContent(dataDir);

    const first = await exportSite(dataDir, target);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('videos: 6 files uploaded, 5 videos inserted, 0 videos updated');
    expect(first.stdout).toContain('export complete');

    const rows = await remoteRows(target);
    expect(rows.map((r) => r.id)).toEqual(local.videos.map((v) => v.id));
    expect(rows.map((r) => r.order_position)).toEqual([0, 1, 2, 3, 4]);
    const full = rows.find((r) => r.layout === 'full');
    expect(full).toMatchObject({ title: 'Film 0', keep_small_format: true });
    for (const [index, row] of rows.entries()) {
      const before = local.videos[index];
      if (!before?.url.startsWith('/media/')) {
        expect(row.url).toBe(before?.url);
        continue;
      }
      const name = before.url.slice('/media/'.length);
      expect(row.url).toBe(`${target.url}/storage/v1/object/public/videos/${name}`);
      expect(row.thumbnail_url).toMatch(
        new RegExp(`^${target.url}/storage/v1/object/public/thumbnails/`),
      );
      // The rewritten address serves the very bytes of the local file.
      for (const address of [row.url, row.thumbnail_url ?? '']) {
        const served = Buffer.from(await (await fetch(address)).arrayBuffer());
        expect(sha256(served)).toBe(local.files[address.split('/').pop() ?? '']);
      }
    }

    // The site's own public read path (anon key, row-level security) accepts what was exported.
    const read = createSupabaseContentSource({ url: target.url, anonKey: target.anonKey });
    const listed = await read.listVideos();
    expect(listed.map((v) => [v.id, v.url])).toEqual(rows.map((r) => [r.id, r.url]));

    const writes = { ...target.writes };
    const second = await exportSite(dataDir, target);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      '0 files uploaded, 0 videos inserted, 0 videos updated; 6 files already there, 5 videos unchanged',
    );
    expect(second.stdout).toContain('nothing to copy: the project is up to date');
    expect(target.writes).toEqual(writes);
  }, 60_000);

  it('a hidden video stays hidden in the project: kept, but not in the public read', async () => {
    const target = await project();
    const dataDir = temp();
    const store = seedSite(dataDir, 3);
    const [, hidden] = store.videos.list();
    if (!hidden) throw new Error('seed');
    store.videos.setVisible(hidden.id, false);
    store.close();
    expect((await exportSite(dataDir, target)).code).toBe(0);
    const rows = await remoteRows(target);
    expect(rows.map((r) => [r.id === hidden.id, r.visible])).toEqual([
      [false, true],
      [true, false],
      [false, true],
    ]);
    const read = createSupabaseContentSource({ url: target.url, anonKey: target.anonKey });
    expect((await read.listVideos()).map((v) => v.id)).not.toContain(hidden.id);
    expect(await read.listVideos()).toHaveLength(2);
  }, 60_000);

  it("carries each film's page address and credits, and updates them after a local edit", async () => {
    const target = await project();
    const dataDir = temp();
    const store = seedSite(dataDir, 2);
    const [first] = store.videos.list();
    if (!first) throw new Error('seed');
    const credited = {
      title: first.title,
      description: first.description,
      url: first.url,
      video_type: first.video_type,
      thumbnail_url: first.thumbnail_url,
      slug: 'nuit-blanche',
      category: 'Publicité',
      year: 2024,
      director: 'Léa Martin',
      awards: 'Festival de Clermont\nPrix de la photographie',
    };
    store.videos.update(first.id, credited);
    store.close();
    expect((await exportSite(dataDir, target)).code).toBe(0);
    const [row] = await remoteRows(target);
    expect(row).toMatchObject({
      slug: 'nuit-blanche',
      category: 'Publicité',
      year: 2024,
      director: 'Léa Martin',
      awards: 'Festival de Clermont\nPrix de la photographie',
      production: null,
    });

    const edit = openStore({ dataDir, demo: false });
    edit.videos.update(first.id, { ...credited, slug: 'nuit-blanche-2024', camera: 'Alexa 35' });
    edit.close();
    const run = await exportSite(dataDir, target);
    expect(run.stdout).toContain('0 videos inserted, 1 videos updated');
    const [after] = await remoteRows(target);
    expect(after).toMatchObject({ slug: 'nuit-blanche-2024', camera: 'Alexa 35' });
  }, 60_000);

  it('copies the site settings, the CV and the photo, then nothing; a new CV is sent again', async () => {
    const target = await project();
    const dataDir = temp();
    const store = seedSite(dataDir, 1);
    const settings = store.settings.save({
      ...store.settings.get(),
      name: 'Camille Moreau',
      tagline: 'La lumière juste',
      email: 'contact@example.fr',
      site_url: 'https://camille.example',
      legal_siret: '000 000 000 00000',
    });
    const cv = addMedia(store, 'pdf', 5000).slice('/media/'.length);
    const photo = addMedia(store, 'jpg', 3000).slice('/media/'.length);
    store.settings.setFile('cv', { name: 'cv-camille.pdf', storedName: cv, size: 5000 });
    store.settings.setFile('photo', { name: 'portrait.jpg', storedName: photo, size: 3000 });
    store.close();

    const first = await exportSite(dataDir, target);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('settings: 2 files uploaded, 1 settings updated');
    // What the site built in Supabase mode reads, through the anon key.
    const read = createSupabaseSettingsSource({ url: target.url, anonKey: target.anonKey });
    const remote = await read.getSettings();
    expect(remote).toMatchObject({
      name: 'Camille Moreau',
      title: settings.title,
      tagline: 'La lumière juste',
      email: 'contact@example.fr',
      site_url: 'https://camille.example',
      legal_siret: '000 000 000 00000',
    });
    expect(remote.cv).toMatchObject({ name: 'cv-camille.pdf', size: 5000 });
    expect(remote.cv?.url).toBe(`${target.url}/storage/v1/object/public/site-files/cv/${cv}`);
    expect(remote.photo?.url).toBe(
      `${target.url}/storage/v1/object/public/site-photos/photo/${photo}`,
    );
    const local = readFileSync(join(dataDir, 'media', cv));
    const served = Buffer.from(await (await fetch(remote.cv?.url ?? '')).arrayBuffer());
    expect(sha256(served)).toBe(sha256(local));

    const writes = { ...target.writes };
    const second = await exportSite(dataDir, target);
    expect(second.stdout).toContain('nothing to copy: the project is up to date');
    expect(target.writes).toEqual(writes);

    const edit = openStore({ dataDir, demo: false });
    const newCv = addMedia(edit, 'pdf', 6000).slice('/media/'.length);
    edit.settings.setFile('cv', { name: 'cv-2026.pdf', storedName: newCv, size: 6000 });
    edit.settings.setFile('photo', null);
    edit.close();
    const third = await exportSite(dataDir, target);
    expect(third.stdout).toContain('settings: 1 files uploaded, 1 settings updated');
    const after = await read.getSettings();
    expect(after.cv).toMatchObject({ name: 'cv-2026.pdf', size: 6000 });
    expect(after.photo).toBeNull();
  }, 60_000);

  it('an interrupted run leaves no row without its file and the next run continues', async () => {
    const target = await project();
    const dataDir = temp();
    seedSite(dataDir, 5).close();
    target.cutUploadsAfter(2);
    const cut = await exportSite(dataDir, target);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/export stopped: .*\n.*run the same command again to continue/);
    expect(target.objects.size).toBe(2);
    expect(await remoteRows(target)).toEqual([]);

    target.cutUploadsAfter(null);
    const resumed = await exportSite(dataDir, target);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(
      '4 files uploaded, 5 videos inserted, 0 videos updated; 2 files already there',
    );
    expect(await remoteRows(target)).toHaveLength(5);

    const again = await exportSite(dataDir, target);
    expect(again.stdout).toContain('nothing to copy');
  }, 60_000);

  it('after local edits, updates only the rows that changed', async () => {
    const target = await project();
    const dataDir = temp();
    seedSite(dataDir, 3).close();
    expect((await exportSite(dataDir, target)).code).toBe(0);

    const store = openStore({ dataDir, demo: false });
    const [a, b, c] = store.videos.list();
    if (!a || !b || !c) throw new Error('three videos expected');
    store.videos.setLayout(c.id, 'half');
    store.videos.reorder([b.id, a.id, c.id]);
    store.close();

    const run = await exportSite(dataDir, target);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('0 files uploaded, 0 videos inserted, 3 videos updated');
    const rows = await remoteRows(target);
    expect(rows.map((r) => r.id)).toEqual([b.id, a.id, c.id]);
    expect(rows[2]?.layout).toBe('half');
  }, 60_000);

  it('stops before copying anything when the project holds videos it did not write', async () => {
    const target = await project();
    await target.t.seedVideos(1);
    const dataDir = temp();
    seedSite(dataDir, 2).close();
    const run = await exportSite(dataDir, target);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/already holds 1 video\(s\) this site did not export/);
    expect(target.writes).toEqual({ uploads: 0, inserts: 0, updates: 0, removals: 0 });
  }, 60_000);

  it('reads the project and key from the environment only, and says so', async () => {
    const target = await project();
    const dataDir = temp();
    seedSite(dataDir, 1).close();
    const missing = await runOpsCommand('export-supabase', [], {
      DATA_DIR: dataDir,
      SUPABASE_URL: '',
      SUPABASE_SERVICE_ROLE_KEY: '',
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/needs SUPABASE_URL .* and SUPABASE_SERVICE_ROLE_KEY/);
    const wrong = await exportSite(dataDir, target, 'not-the-key');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/answered 401/);
    expect(wrong.stderr).not.toContain(target.serviceKey);
    expect(readFileSync(join(dataDir, 'filmfolio.sqlite')).length).toBeGreaterThan(0);
  }, 60_000);
});
