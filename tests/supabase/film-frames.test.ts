import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accentContrast } from '../../src/lib/accent-colour.ts';
import { anon, createSupabaseTestDb, type SupabaseTestDb, user } from '../support/supabase/db.ts';

// Every film in its own frame and the accent colour (20261128110000_film_frames_accent.sql) on a
// real PostgreSQL with our migrations, each statement as PostgREST runs it for that role.
let t: SupabaseTestDb;

beforeAll(async () => {
  t = await createSupabaseTestDb();
  await t.seedVideos(1);
});
afterAll(async () => {
  await t.db.close();
});

const firstId = async () => (await t.sudo<{ id: string }>('select id from public.videos'))[0]?.id;

describe('the film’s frame on videos', () => {
  it('defaults to Automatique, unmeasured, not filled; the administrator sets them', async () => {
    const id = await firstId();
    expect(
      await t.sudo(
        'select aspect_ratio, source_width, source_height, fill_frame from public.videos',
      ),
    ).toEqual([
      { aspect_ratio: 'auto', source_width: null, source_height: null, fill_frame: false },
    ]);
    const set = `update public.videos set aspect_ratio = '2.39:1', fill_frame = true,
      source_width = 1920, source_height = 804 where id = $1 returning aspect_ratio, fill_frame`;
    expect(await t.run(user(t.memberId), set, [id])).toEqual([]);
    await expect(t.run(anon, set, [id])).rejects.toMatchObject({ code: '42501' });
    expect(await t.run(user(t.adminId), set, [id])).toEqual([
      { aspect_ratio: '2.39:1', fill_frame: true },
    ]);
  });

  it('refuses a format it does not know and sizes no film has', async () => {
    const id = await firstId();
    for (const sql of [
      "update public.videos set aspect_ratio = '3:2' where id = $1",
      'update public.videos set source_width = 0 where id = $1',
      'update public.videos set source_height = 16385 where id = $1',
    ]) {
      await expect(t.run(user(t.adminId), sql, [id])).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('forgets a replaced file’s size unless the update gives the new one', async () => {
    const id = await firstId();
    await t.run(
      user(t.adminId),
      'update public.videos set source_width = 1920, source_height = 804 where id = $1',
      [id],
    );
    expect(
      await t.run(
        user(t.adminId),
        "update public.videos set url = 'https://youtu.be/aaaaaaaaaaa' where id = $1 returning source_width",
        [id],
      ),
    ).toEqual([{ source_width: null }]);
    expect(
      await t.run(
        user(t.adminId),
        "update public.videos set url = 'https://youtu.be/bbbbbbbbbbb', source_width = 1080, source_height = 1920 where id = $1 returning source_width, source_height",
        [id],
      ),
    ).toEqual([{ source_width: 1080, source_height: 1920 }]);
  });
});

describe('accent_color on site_settings', () => {
  const setAccent =
    'update public.site_settings set accent_color = $1 where id = 1 returning accent_color';

  it('computes the contrast as the form does', async () => {
    for (const colour of ['#f2b84b', '#6b6b6b', '#1a237e', '#ffffff', '#777777']) {
      const [row] = await t.sudo<{ contrast: number }>(
        'select public.accent_contrast($1) as contrast',
        [colour],
      );
      expect(row?.contrast).toBeCloseTo(accentContrast(colour), 6);
    }
  });

  it('takes a readable colour from the administrator only', async () => {
    await expect(t.run(anon, setAccent, ['#7cc4ff'])).rejects.toMatchObject({ code: '42501' });
    expect(await t.run(user(t.memberId), setAccent, ['#7cc4ff'])).toEqual([]);
    expect(await t.run(user(t.adminId), setAccent, ['#7cc4ff'])).toEqual([
      { accent_color: '#7cc4ff' },
    ]);
    expect(await t.run(user(t.adminId), setAccent, [''])).toEqual([{ accent_color: '' }]);
  });

  it('refuses what is not a colour or too dark a one, whoever writes', async () => {
    for (const colour of ['red', '#fff', '#6b6b6b', '#1a237e', "#f2b84b' --"]) {
      await expect(t.run(user(t.adminId), setAccent, [colour])).rejects.toMatchObject({
        code: '23514',
      });
    }
  });
});
