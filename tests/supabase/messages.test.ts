import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anon, createSupabaseTestDb, type SupabaseTestDb, user } from '../support/supabase/db.ts';

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

// What the contact form sends: PostgREST with Prefer return=minimal, so no select is needed.
const send = 'insert into public.contact_messages (name, email, message) values ($1, $2, $3)';
const message = ['Camille', 'camille@example.test', 'Bonjour, un projet de court métrage ?'];

describe('contact messages', () => {
  it('anyone sends a message', async () => {
    await t.run(anon, send, message);
    await t.run(user(t.memberId), send, message);
    expect(await t.sudo('select id from public.contact_messages')).toHaveLength(2);
  });

  it('a visitor cannot read back what was sent, nor any other message', async () => {
    await t.run(anon, send, message);
    await expect(t.run(anon, 'select * from public.contact_messages')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(t.run(anon, `${send} returning id`, message)).rejects.toMatchObject({
      code: '42501',
    });
    expect(await t.run(user(t.memberId), 'select * from public.contact_messages')).toEqual([]);
  });

  it('only the administrator reads and deletes messages', async () => {
    await t.run(anon, send, message);
    const rows = await t.run(user(t.adminId), 'select * from public.contact_messages');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Camille', email: 'camille@example.test' });
    const del = 'delete from public.contact_messages where id = $1 returning id';
    await expect(t.run(anon, del, [rows[0]?.id])).rejects.toMatchObject({ code: '42501' });
    expect(await t.run(user(t.memberId), del, [rows[0]?.id])).toEqual([]);
    expect(await t.run(user(t.adminId), del, [rows[0]?.id])).toHaveLength(1);
  });

  it('nobody but the owner updates a message', async () => {
    await t.run(anon, send, message);
    for (const who of [anon, user(t.memberId), user(t.adminId)]) {
      await expect(
        t.run(who, "update public.contact_messages set message = 'changé'"),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('a visitor cannot choose the id or the date', async () => {
    await expect(
      t.run(
        anon,
        "insert into public.contact_messages (name, email, message, created_at) values ($1, $2, $3, now() - interval '1 year')",
        message,
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  const bad: [string, unknown[]][] = [
    ['an empty name', ['  ', 'a@b.test', 'Bonjour']],
    ['a name over 120', ['n'.repeat(121), 'a@b.test', 'Bonjour']],
    ['an email without @', ['Camille', 'camille.example.test', 'Bonjour']],
    ['an email over 254', ['Camille', `${'e'.repeat(250)}@b.test`, 'Bonjour']],
    ['an empty message', ['Camille', 'a@b.test', '']],
    ['a message over 5000', ['Camille', 'a@b.test', 'm'.repeat(5001)]],
  ];
  for (const [name, params] of bad) {
    it(`rejects ${name}`, async () => {
      await expect(t.run(anon, send, params)).rejects.toMatchObject({ code: '23514' });
    });
  }

  it('holds off a flood: the 31st message within ten minutes is refused with PT429', async () => {
    for (let i = 0; i < 30; i += 1) await t.run(anon, send, message);
    await expect(t.run(anon, send, message)).rejects.toMatchObject({ code: 'PT429' });
    await t.sudo("update public.contact_messages set created_at = now() - interval '11 minutes'");
    await expect(t.run(anon, send, message)).resolves.toEqual([]);
  });
});
