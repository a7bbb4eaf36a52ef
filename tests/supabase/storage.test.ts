import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anon, createSupabaseTestDb, type SupabaseTestDb, user } from './db.ts';

let t: SupabaseTestDb;

beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t.db.close();
});
beforeEach(async () => {
  await t.sudo('delete from storage.objects');
  await t.sudo(
    "insert into storage.buckets (id, name) values ('other', 'other') on conflict do nothing",
  );
});

// Storage runs these statements with the caller's role and claims, as the tests do.
const put = 'insert into storage.objects (bucket_id, name, owner) values ($1, $2, auth.uid())';
const remove = 'delete from storage.objects where bucket_id = $1 and name = $2 returning id';

describe('storage buckets', () => {
  it('are created by the migration with the limits of the product', async () => {
    const rows = await t.sudo(
      "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id in ('videos', 'thumbnails') order by id",
    );
    expect(rows).toEqual([
      {
        id: 'thumbnails',
        public: true,
        file_size_limit: 2097152,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
      },
      {
        id: 'videos',
        public: true,
        file_size_limit: 52428800,
        allowed_mime_types: ['video/mp4', 'video/webm', 'video/quicktime'],
      },
    ]);
  });
});

describe('storage objects', () => {
  for (const bucket of ['videos', 'thumbnails']) {
    it(`only the administrator stores, overwrites and removes in ${bucket}`, async () => {
      await expect(t.run(anon, put, [bucket, 'a.mp4'])).rejects.toMatchObject({ code: '42501' });
      await expect(t.run(user(t.memberId), put, [bucket, 'a.mp4'])).rejects.toMatchObject({
        code: '42501',
      });
      await t.run(user(t.adminId), put, [bucket, 'a.mp4']);

      const touch = "update storage.objects set metadata = '{}' where bucket_id = $1 returning id";
      expect(await t.run(anon, touch, [bucket])).toEqual([]);
      expect(await t.run(user(t.memberId), touch, [bucket])).toEqual([]);
      expect(await t.run(user(t.adminId), touch, [bucket])).toHaveLength(1);

      expect(await t.run(anon, remove, [bucket, 'a.mp4'])).toEqual([]);
      expect(await t.run(user(t.memberId), remove, [bucket, 'a.mp4'])).toEqual([]);
      expect(await t.sudo('select id from storage.objects')).toHaveLength(1);
      expect(await t.run(user(t.adminId), remove, [bucket, 'a.mp4'])).toHaveLength(1);
      expect(await t.sudo('select id from storage.objects')).toHaveLength(0);
    });
  }

  it('the administrator rights stop at our buckets', async () => {
    await expect(t.run(user(t.adminId), put, ['other', 'x.mp4'])).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('listing objects through the API is for the administrator only', async () => {
    await t.run(user(t.adminId), put, ['videos', 'a.mp4']);
    expect(await t.run(anon, 'select name from storage.objects')).toEqual([]);
    expect(await t.run(user(t.memberId), 'select name from storage.objects')).toEqual([]);
    expect(await t.run(user(t.adminId), 'select name from storage.objects')).toEqual([
      { name: 'a.mp4' },
    ]);
  });
});
