// Press quotes and Références (issue 31) on a real Postgres with our migrations: what the
// administrator may store, what any writer is refused, and rows from before the migration kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anon,
  createSupabaseTestDb,
  emptyPostgres,
  migrationFiles,
  migrationsDir,
  type SupabaseTestDb,
  user,
} from '../support/supabase/db.ts';

const MIGRATION = '20261128130000_press_and_references.sql';

let t: SupabaseTestDb;
beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t.db.close();
});
beforeEach(async () => {
  await t.sudo('delete from public.videos');
});

const admin = () => user(t.adminId);
const insert = (press: unknown) =>
  t.run<{ press: unknown }>(
    admin(),
    `insert into public.videos (title, url, video_type, press)
     values ('Titre', 'https://vimeo.com/123456', 'vimeo', $1::jsonb) returning press`,
    [JSON.stringify(press)],
  );

describe('press quotes', () => {
  it('stores the quotes in order, and none by default', async () => {
    const press = [
      { quote: '« Une lumière rare »', source: 'Libération', url: 'https://www.liberation.fr/a' },
      { quote: 'Superbe', source: 'Télérama', url: null },
      { quote: 'Sans lien', source: 'Le Monde' },
    ];
    expect(await insert(press)).toEqual([{ press }]);
    const [row] = await t.run<{ press: unknown }>(
      admin(),
      `insert into public.videos (title, url, video_type)
       values ('Autre', 'https://vimeo.com/654321', 'vimeo') returning press`,
    );
    expect(row?.press).toEqual([]);
    expect(await t.run(anon, 'select press from public.videos order by title desc')).toEqual([
      { press },
      { press: [] },
    ]);
  });

  const refused: [string, unknown][] = [
    ['an object', { quote: 'a', source: 'b' }],
    ['a string', 'Superbe'],
    ['a number in the list', [1]],
    ['a quote without text', [{ quote: ' ', source: 'b', url: null }]],
    ['a quote without source', [{ quote: 'a', url: null }]],
    ['a quote of 601 characters', [{ quote: 'q'.repeat(601), source: 'b' }]],
    ['a source of 121 characters', [{ quote: 'a', source: 's'.repeat(121) }]],
    ['a javascript: link', [{ quote: 'a', source: 'b', url: 'javascript:alert(1)' }]],
    ['a link that is not text', [{ quote: 'a', source: 'b', url: 3 }]],
    ['an unknown key', [{ quote: 'a', source: 'b', html: '<b>' }]],
    ['eleven quotes', Array.from({ length: 11 }, () => ({ quote: 'a', source: 'b' }))],
  ];
  for (const [what, press] of refused) {
    it(`refuses ${what}`, async () => {
      await expect(insert(press)).rejects.toMatchObject({ code: '23514' });
    });
  }

  it('only the administrator writes them', async () => {
    const [row] = await t.run<{ id: string }>(
      admin(),
      `insert into public.videos (title, url, video_type)
       values ('Titre', 'https://vimeo.com/123456', 'vimeo') returning id`,
    );
    const sql = `update public.videos set press = '[{"quote":"x","source":"y"}]' where id = $1 returning id`;
    await expect(t.run(anon, sql, [row?.id])).rejects.toMatchObject({ code: '42501' });
    expect(await t.run(user(t.memberId), sql, [row?.id])).toEqual([]);
    expect(await t.run(admin(), sql, [row?.id])).toEqual([{ id: row?.id }]);
  });
});

describe('références', () => {
  it('the administrator sets them, anyone reads them, 2000 characters at most', async () => {
    const set = 'update public.site_settings set reference_names = $1 where id = 1';
    await t.run(admin(), set, ['Arte\nCanal+']);
    expect(await t.run(anon, 'select reference_names from public.site_settings')).toEqual([
      { reference_names: 'Arte\nCanal+' },
    ]);
    await expect(t.run(admin(), set, ['a'.repeat(2001)])).rejects.toMatchObject({ code: '23514' });
    await expect(t.run(anon, set, ['Pirate'])).rejects.toMatchObject({ code: '42501' });
  });
});

describe('upgrade', () => {
  it('keeps every row from before: films get no quote, the settings no référence', async () => {
    const db = await emptyPostgres();
    try {
      await db.exec(readFileSync(join(import.meta.dirname, 'stand-in.sql'), 'utf8'));
      const files = migrationFiles();
      const at = files.indexOf(MIGRATION);
      expect(at).toBeGreaterThan(0);
      for (const file of files.slice(0, at)) {
        await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      }
      await db.query(
        `insert into public.videos (title, description, url, video_type, awards)
         values ('Clip', 'Description', 'https://youtu.be/abcdefghijk', 'youtube', E'Cannes\\nBerlin')`,
      );
      await db.query("update public.site_settings set name = 'Camille', about = 'Texte'");
      const before = await db.query('select * from public.videos');
      const settingsBefore = await db.query('select * from public.site_settings');
      for (const file of files.slice(at)) {
        await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      }
      const after = await db.query('select * from public.videos');
      const settingsAfter = await db.query('select * from public.site_settings');
      expect(after.rows).toEqual(before.rows.map((row) => ({ ...(row as object), press: [] })));
      expect(settingsAfter.rows).toEqual(
        settingsBefore.rows.map((row) => ({ ...(row as object), reference_names: '' })),
      );
    } finally {
      await db.close();
    }
  });
});
