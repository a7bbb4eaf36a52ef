// The migration that measures stored lengths and serialises the contact flood guard, as anon
// and as the administrator on the real migrations (PostgreSQL 15 in npm test; the upgrade check
// on PGlite).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anon,
  createSupabaseTestDb,
  emptyPostgres,
  migrationFiles,
  type SupabaseTestDb,
  user,
} from '../support/supabase/db.ts';

const HARDENING = '20261123090000_length_checks_flood_lock.sql';
const migrations = join(import.meta.dirname, '..', '..', 'supabase', 'migrations');

let t: SupabaseTestDb;

beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t.db.close();
});
beforeEach(async () => {
  await t.sudo('delete from public.contact_messages');
});

const send = 'insert into public.contact_messages (name, email, message) values ($1, $2, $3)';

describe('stored lengths, as anon', () => {
  const refused: [string, unknown[]][] = [
    ['a name padded with 100,000 spaces', [`Camille${' '.repeat(100_000)}`, 'a@b.test', 'Bonjour']],
    ['a message of 1,000,001 characters', ['Camille', 'a@b.test', 'm'.repeat(1_000_001)]],
    ['a message of 5,001 spaces around one word', ['Camille', 'a@b.test', ` ${'x'.padEnd(5000)}`]],
    ['a name of tabs and line breaks only', ['\t\n \r', 'a@b.test', 'Bonjour']],
    ['a blank message', ['Camille', 'a@b.test', ' \n\t ']],
  ];
  for (const [what, params] of refused) {
    it(`refuses ${what} (23514)`, async () => {
      await expect(t.run(anon, send, params)).rejects.toMatchObject({ code: '23514' });
      expect(await t.sudo('select id from public.contact_messages')).toEqual([]);
    });
  }

  it('still takes a name of 120 and a message of 5000 characters', async () => {
    await t.run(anon, send, ['n'.repeat(120), 'a@b.test', 'm'.repeat(5000)]);
    expect(await t.sudo('select id from public.contact_messages')).toHaveLength(1);
  });
});

describe("videos' title and url, as the administrator", () => {
  const insert = `insert into public.videos (title, url, video_type, order_position)
                  values ($1, $2, 'youtube', 0)`;
  it('measures the stored text, and refuses blank ones (23514)', async () => {
    const admin = user(t.adminId);
    const url = 'https://youtu.be/abcdefghijk';
    for (const params of [
      [`Titre${' '.repeat(5000)}`, url],
      ['Titre', `${url}${' '.repeat(5000)}`],
      ['\t \n', url],
      ['Titre', ' \t'],
    ]) {
      await expect(t.run(admin, insert, params)).rejects.toMatchObject({ code: '23514' });
    }
    await t.run(admin, insert, ['t'.repeat(200), url]);
    await t.sudo('delete from public.videos');
  });
});

describe('the flood guard', () => {
  it('holds a transaction-scoped advisory lock while a message is inserted', async () => {
    const held = await t.as(anon, async (tx) => {
      await tx.query(send, ['Camille', 'a@b.test', 'Bonjour']);
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from pg_catalog.pg_locks
          where locktype = 'advisory' and pid = pg_catalog.pg_backend_pid() and granted`,
      );
      return rows[0]?.n;
    });
    expect(held).toBe(1);
    // Released at commit: nothing left behind for the next sender to wait on.
    const [after] = await t.sudo<{ n: number }>(
      "select count(*)::int as n from pg_catalog.pg_locks where locktype = 'advisory'",
    );
    expect(after?.n).toBe(0);
  });

  it('keeps at most 1000 messages: the next is refused with PT503 inbox_full', async () => {
    await t.sudo(
      `insert into public.contact_messages (name, email, message, created_at)
       select 'Ancien', 'a@b.test', 'Bonjour', now() - interval '1 day' from generate_series(1, 1000)`,
    );
    await expect(t.run(anon, send, ['Camille', 'a@b.test', 'Bonjour'])).rejects.toMatchObject({
      code: 'PT503',
      message: expect.stringContaining('inbox_full'),
    });
    await t.sudo(
      'delete from public.contact_messages where id = (select id from public.contact_messages limit 1)',
    );
    await expect(t.run(anon, send, ['Camille', 'a@b.test', 'Bonjour'])).resolves.toEqual([]);
  });

  it('nobody but the owner may call the guard directly', async () => {
    await expect(t.run(anon, 'select public.contact_messages_flood_guard()')).rejects.toMatchObject(
      { code: expect.stringMatching(/^(42501|0A000)$/) },
    );
  });
});

describe('upgrading a database from the previous migrations', () => {
  it('keeps rows stored under the old checks, and checks every new one', async () => {
    const db = await emptyPostgres();
    try {
      await db.exec(readFileSync(join(import.meta.dirname, 'stand-in.sql'), 'utf8'));
      const earlier = migrationFiles().filter((name) => name < HARDENING);
      for (const file of earlier) await db.exec(readFileSync(join(migrations, file), 'utf8'));
      const padded = `Camille${' '.repeat(500)}`;
      await db.query(send, [padded, 'a@b.test', 'Bonjour']);
      await db.exec(readFileSync(join(migrations, HARDENING), 'utf8'));
      const { rows } = await db.query<{ name: string }>('select name from public.contact_messages');
      expect(rows).toEqual([{ name: padded }]);
      await expect(db.query(send, [padded, 'a@b.test', 'Bonjour'])).rejects.toMatchObject({
        code: '23514',
      });
    } finally {
      await db.close();
    }
  });
});
