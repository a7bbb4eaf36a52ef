// The English texts on Supabase (supabase/migrations/20261128120000_english_texts.sql, issue 32):
// a project of the previous version upgrades with every row kept and no English text; the
// administrator writes them, a member and anon cannot, anyone reads them, and the shape holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anon,
  createSupabaseTestDb,
  emptyPostgres,
  migrationFiles,
  migrationsDir,
  type SupabaseTestDb,
  user,
} from '../support/supabase/db.ts';

const MIGRATION = '20261128120000_english_texts.sql';

let t: SupabaseTestDb;

beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t?.db.close();
});

describe('English texts: upgrade', () => {
  it('keeps every film and the settings as they were, with no English text', async () => {
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
        `insert into public.videos (title, url, video_type, order_position, category)
         values ('Lumière dorée', 'https://youtu.be/abcdefghijk', 'youtube', 0, 'Publicité')`,
      );
      await db.query("update public.site_settings set name = 'Camille', tagline = 'Lumière'");
      await db.query(
        "insert into public.contact_messages (name, email, message) values ('Léa', 'lea@example.fr', 'Bonjour')",
      );
      for (const file of files.slice(at)) {
        await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      }
      const videos = await db.query('select title, slug, category, en from public.videos');
      expect(videos.rows).toEqual([
        { title: 'Lumière dorée', slug: 'lumiere-doree', category: 'Publicité', en: null },
      ]);
      const settings = await db.query('select name, tagline, en from public.site_settings');
      expect(settings.rows).toEqual([{ name: 'Camille', tagline: 'Lumière', en: null }]);
      // A message from before came from the French site, the only one there was.
      const messages = await db.query('select name, message, lang from public.contact_messages');
      expect(messages.rows).toEqual([{ name: 'Léa', message: 'Bonjour', lang: 'fr' }]);
    } finally {
      await db.close();
    }
  }, 180_000);
});

describe('English texts: who writes them', () => {
  it('lets the administrator write them and anyone read them; a member cannot', async () => {
    const [id] = await t.seedVideos(1);
    const english = JSON.stringify({ title: 'Golden Light' });
    await t.run(user(t.adminId), 'update public.videos set en = $1::jsonb where id = $2', [
      english,
      id,
    ]);
    await t.run(user(t.adminId), 'update public.site_settings set en = $1::jsonb', [english]);
    const read = await t.run<{ en: unknown }>(anon, 'select en from public.videos');
    expect(read).toEqual([{ en: { title: 'Golden Light' } }]);
    const member = await t.run(user(t.memberId), 'update public.videos set en = null returning id');
    expect(member).toEqual([]);
    await expect(t.run(anon, "update public.site_settings set en = '{}'::jsonb")).rejects.toThrow(
      /permission denied/,
    );
  });

  it('lets a visitor name the language of a message, French or English only', async () => {
    const insert = `insert into public.contact_messages (name, email, message, lang)
      values ('Sam', 'sam@example.com', 'Hello', $1)`;
    await t.run(anon, insert, ['en']);
    await expect(t.run(anon, insert, ['de'])).rejects.toThrow(/contact_messages_lang/);
    const rows = await t.sudo<{ lang: string }>(
      "select lang from public.contact_messages where name = 'Sam'",
    );
    expect(rows).toEqual([{ lang: 'en' }]);
  });

  it('refuses English texts that are not one JSON object', async () => {
    const [id] = await t.seedVideos(1);
    await expect(
      t.sudo(`update public.videos set en = '["a"]'::jsonb where id = $1`, [id]),
    ).rejects.toThrow(/videos_en_shape/);
    await expect(t.sudo('update public.site_settings set en = \'"text"\'::jsonb')).rejects.toThrow(
      /site_settings_en_shape/,
    );
  });
});
