// One slug rule: the database's public.slugify (supabase/migrations/20261126090000_one_slug_rule.sql)
// and src/lib/slug.ts give the same address for any title, so a film's address does not depend
// on which backend saved it. Random titles mix the letters the issue names (Ł, Ș, Ț, ß, Æ, œ),
// Greek, Cyrillic, CJK, emoji, punctuation alone, and any combining mark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugFromTitle, slugify } from '../../src/lib/slug.ts';
import {
  createSupabaseTestDb,
  emptyPostgres,
  migrationFiles,
  migrationsDir,
  type SupabaseTestDb,
} from '../support/supabase/db.ts';

const SLUG_MIGRATION = '20261126090000_one_slug_rule.sql';

let t: SupabaseTestDb;

beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t?.db.close();
});

/** The database's slugs of many titles in one statement, in order. */
async function sqlSlugs(titles: string[]): Promise<string[]> {
  const rows = await t.sudo<{ slug: string }>(
    'select public.slugify(x.title) as slug from unnest($1::text[]) with ordinality as x(title, n) order by x.n',
    [titles],
  );
  return rows.map((row) => row.slug);
}

const chars = (text: string) => fc.constantFrom(...Array.from(text));
const LATIN = 'aAzZ09 ŁłȘșȚțßẞÆæŒœØøĐđÉéÈèÀàÇçÑñÅåİıČčŽžŠšŐőÜüÖöÄäÿŸĲĳðÐþÞ';
const OTHER_SCRIPTS = 'ΑαΩωάΆΣςЖжЁёЙйДд漢字東京日本語한국어ไทยعربيעברית';
const EMOJI = ['🎬', '🎥', '👩🏽‍🎤', '🇫🇷', '❤️', '✨'];
const PUNCTUATION = ' -_.,;:!?\'"«»…—–()[]{}/\\&@#%*+=<>|~^`\t\n';

const piece = fc.oneof(
  chars(LATIN),
  chars(OTHER_SCRIPTS),
  fc.constantFrom(...EMOJI),
  chars(PUNCTUATION),
  // Any combining mark after any letter: category M, whatever its script.
  fc.integer({ min: 0x300, max: 0x36f }).map((cp) => String.fromCodePoint(cp)),
  fc.integer({ min: 0x20, max: 0x2fff }).map((cp) => String.fromCodePoint(cp)),
  fc.integer({ min: 0x1f000, max: 0x1faff }).map((cp) => String.fromCodePoint(cp)),
);
const title = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));
const onlyPunctuation = fc
  .array(chars(PUNCTUATION), { minLength: 1, maxLength: 20 })
  .map((parts) => parts.join(''));

describe('one slug rule for both backends', () => {
  it('gives the addresses the issue names, as the TypeScript does', async () => {
    const titles = ['Łódź Nights', 'Ștefan Țepeș', 'Čapek Žižka', 'Æsir œuvre Straße', '!!!'];
    expect(await sqlSlugs(titles)).toEqual([
      'lodz-nights',
      'stefan-tepes',
      'capek-zizka',
      'aesir-oeuvre-strasse',
      '',
    ]);
    expect(titles.map(slugify)).toEqual(await sqlSlugs(titles));
  });

  it('agrees with src/lib/slug.ts on random titles', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(title, onlyPunctuation), { minLength: 50, maxLength: 50 }),
        async (titles) => {
          expect(await sqlSlugs(titles)).toEqual(titles.map(slugify));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('agrees on one character of every plane-0 and emoji code point', async () => {
    const titles: string[] = [];
    for (let cp = 0x20; cp <= 0x1faff; cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      if (cp > 0xffff && cp < 0x1f000) continue;
      titles.push(`a${String.fromCodePoint(cp)}b`);
    }
    const sql = await sqlSlugs(titles);
    const differ = titles.filter((text, i) => sql[i] !== slugify(text)).slice(0, 20);
    expect(differ).toEqual([]);
  });

  it('names a new film the same way through the trigger', async () => {
    const [row] = await t.sudo<{ slug: string }>(
      `insert into public.videos (title, url, video_type, order_position)
       values ('Łódź Nights', 'https://youtu.be/abcdefghijk', 'youtube', 0) returning slug`,
    );
    expect(row?.slug).toBe(slugFromTitle('Łódź Nights'));
    await t.sudo('delete from public.videos');
  });
});

describe('one slug rule: upgrade', () => {
  it('keeps the slugs films already have; only new saves use the new rule', async () => {
    const db = await emptyPostgres();
    try {
      await db.exec(readFileSync(join(import.meta.dirname, 'stand-in.sql'), 'utf8'));
      const files = migrationFiles();
      const at = files.indexOf(SLUG_MIGRATION);
      expect(at).toBeGreaterThan(0);
      for (const file of files.slice(0, at)) {
        await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      }
      const insert = `insert into public.videos (title, url, video_type, order_position)
        values ($1, 'https://youtu.be/abcdefghijk', 'youtube', $2) returning slug`;
      const before = await db.query<{ slug: string }>(insert, ['Łódź Nights', 0]);
      expect(before.rows[0]?.slug).toBe('odz-nights');
      for (const file of files.slice(at)) {
        await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      }
      const kept = await db.query<{ slug: string }>('select slug from public.videos');
      expect(kept.rows).toEqual([{ slug: 'odz-nights' }]);
      const after = await db.query<{ slug: string }>(insert, ['Łódź Nights', 1]);
      expect(after.rows[0]?.slug).toBe('lodz-nights');
    } finally {
      await db.close();
    }
  });
});
