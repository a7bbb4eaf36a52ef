// The credits migration on a real Postgres: checks, the unique page address, the slug the
// database makes, old addresses kept, and rows from before the migration upgraded.
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

const CREDITS_MIGRATION = '20261123140400_video_credits.sql';

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
const insert = (title: string, slug: string | null = null) =>
  t.run<{ id: string; slug: string }>(
    admin(),
    `insert into public.videos (title, url, video_type, slug)
     values ($1, 'https://vimeo.com/123456', 'vimeo', $2) returning id, slug`,
    [title, slug],
  );

describe('video credits: slugs', () => {
  it('makes the slug from the title (accents folded), numbered when taken', async () => {
    const [a] = await insert('Été à Périgueux — Cœur');
    const [b] = await insert('Été à Périgueux : cœur');
    const [c] = await insert('???');
    expect([a?.slug, b?.slug, c?.slug]).toEqual([
      'ete-a-perigueux-coeur',
      'ete-a-perigueux-coeur-2',
      'film',
    ]);
  });

  it('refuses a slug another film has, and a malformed one', async () => {
    await insert('Clip', 'clip');
    await expect(insert('Autre', 'clip')).rejects.toMatchObject({ code: '23505' });
    for (const slug of ['Clip', 'été', '-clip', 'a--b', 'x'.repeat(81)]) {
      await expect(insert('Autre', slug)).rejects.toMatchObject({ code: '23514' });
    }
    expect(await t.sudo('select slug from public.videos')).toEqual([{ slug: 'clip' }]);
  });

  it('keeps the slug on an edit that sends none, and remembers a replaced one', async () => {
    const [a] = await insert('Bande démo');
    const sql = 'update public.videos set title = $2, slug = $3 where id = $1 returning slug';
    const [kept] = await t.run(admin(), sql, [a?.id, 'Nouveau titre', null]);
    expect(kept?.slug).toBe('bande-demo');
    await t.run(admin(), sql, [a?.id, 'Nouveau titre', 'nouveau-titre']);
    const history = 'select slug, video_id from public.video_slug_history order by slug';
    expect(await t.run(anon, history)).toEqual([{ slug: 'bande-demo', video_id: a?.id }]);
    // Taking the old address back makes it live again: it no longer redirects.
    await t.run(admin(), sql, [a?.id, 'Bande démo', 'bande-demo']);
    expect(await t.run(anon, history)).toEqual([{ slug: 'nouveau-titre', video_id: a?.id }]);
  });

  it('nobody writes the history directly, not even the administrator', async () => {
    const [a] = await insert('Clip');
    await expect(
      t.run(admin(), 'insert into public.video_slug_history (slug, video_id) values ($1, $2)', [
        'pirate',
        a?.id,
      ]),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('video credits: checks', () => {
  const year = new Date().getUTCFullYear();
  const creditSql = (column: string) =>
    `insert into public.videos (title, url, video_type, ${column})
     values ('Titre', 'https://vimeo.com/1', 'vimeo', $1) returning ${column}`;

  it('stores every credit the form sends', async () => {
    const [row] = await t.run(
      admin(),
      `insert into public.videos (title, url, video_type, category, year, role, director,
       production, client, camera, lenses, format, awards) values ('Titre', 'https://vimeo.com/1',
       'vimeo', 'Clip', $1, 'Chef opérateur', 'Agnès', 'Prod', 'Agence', 'Alexa', 'Cooke',
       '2.39:1', E'Cannes\\nBerlin') returning *`,
      [year + 1],
    );
    expect(row).toMatchObject({ category: 'Clip', year: year + 1, awards: 'Cannes\nBerlin' });
  });

  const refused: [string, unknown][] = [
    ['year', 1899],
    ['year', year + 2],
    ['category', 'c'.repeat(61)],
    ['role', 'r'.repeat(121)],
    ['director', 'd'.repeat(201)],
    ['format', 'f'.repeat(41)],
    ['awards', 'a'.repeat(2001)],
  ];
  for (const [column, value] of refused) {
    it(`refuses ${column} = ${String(value).slice(0, 12)}…`, async () => {
      await expect(t.run(admin(), creditSql(column), [value])).rejects.toMatchObject({
        code: '23514',
      });
    });
  }
});

describe('video credits: upgrade', () => {
  it('gives rows from before the migration unique slugs and keeps every field', async () => {
    const db = await emptyPostgres();
    try {
      await db.exec(readFileSync(join(import.meta.dirname, 'stand-in.sql'), 'utf8'));
      const files = migrationFiles();
      const at = files.indexOf(CREDITS_MIGRATION);
      expect(at).toBeGreaterThan(0);
      for (const file of files.slice(0, at)) {
        await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      }
      for (const [i, title] of ['Clip', 'Clip', 'Clip-2', 'Œuvre àéè'].entries()) {
        await db.query(
          `insert into public.videos (title, description, url, video_type, order_position)
           values ($1, $2, 'https://youtu.be/abcdefghijk', 'youtube', $3)`,
          [title, `Description ${i}`, i],
        );
      }
      for (const file of files.slice(at)) {
        await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      }
      const rows = await db.query<{ title: string; description: string; slug: string }>(
        'select title, description, slug from public.videos order by order_position',
      );
      expect(rows.rows).toEqual([
        { title: 'Clip', description: 'Description 0', slug: 'clip' },
        { title: 'Clip', description: 'Description 1', slug: 'clip-2' },
        { title: 'Clip-2', description: 'Description 2', slug: 'clip-2-2' },
        { title: 'Œuvre àéè', description: 'Description 3', slug: 'oeuvre-aee' },
      ]);
    } finally {
      await db.close();
    }
  });
});
