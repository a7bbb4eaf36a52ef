// Preview copies in Supabase mode (supabase/migrations/20261126100000_video_previews.sql): their
// own buckets and limits, written by the administrator only, and a replaced film forgets its copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREVIEW_BYTES } from '../../src/lib/video-preview.ts';
import { anon, createSupabaseTestDb, type SupabaseTestDb, user } from '../support/supabase/db.ts';

let t: SupabaseTestDb;

beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t.db.close();
});

const put = 'insert into storage.objects (bucket_id, name, owner) values ($1, $2, auth.uid())';

describe('preview buckets', () => {
  it('are created with 3 MB of MP4 and JPEG, public and private', async () => {
    const rows = await t.sudo(
      "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id like '%previews' order by id",
    );
    expect(rows).toEqual([
      {
        id: 'previews',
        public: true,
        file_size_limit: MAX_PREVIEW_BYTES,
        allowed_mime_types: ['video/mp4', 'image/jpeg'],
      },
      {
        id: 'private-previews',
        public: false,
        file_size_limit: MAX_PREVIEW_BYTES,
        allowed_mime_types: ['video/mp4', 'image/jpeg'],
      },
    ]);
  });

  for (const bucket of ['previews', 'private-previews']) {
    it(`only the administrator writes and reads ${bucket} through the API`, async () => {
      // A hidden stored film: both buckets may hold its copy.
      const original = `${crypto.randomUUID()}.mp4`;
      await t.sudo(
        `insert into public.videos (title, url, video_type, visible)
         values ('Film', $1, 'direct', false)`,
        [`https://x.supabase.co/storage/v1/object/public/videos/${original}`],
      );
      const name = `${original}.preview.mp4`;
      await expect(t.run(anon, put, [bucket, name])).rejects.toMatchObject({ code: '42501' });
      await expect(t.run(user(t.memberId), put, [bucket, name])).rejects.toMatchObject({
        code: '42501',
      });
      await t.run(user(t.adminId), put, [bucket, name]);
      const read = 'select name from storage.objects where bucket_id = $1';
      expect(await t.run(anon, read, [bucket])).toEqual([]);
      expect(await t.run(user(t.adminId), read, [bucket])).toEqual([{ name }]);
      await t.sudo('delete from storage.objects');
      await t.sudo('delete from public.videos');
    });
  }

  it('takes only the copy of a stored film, and private-previews only a hidden one', async () => {
    const [shown, hidden] = [`${crypto.randomUUID()}.mp4`, `${crypto.randomUUID()}.mov`];
    for (const [name, visible] of [
      [shown, true],
      [hidden, false],
    ] as const) {
      await t.sudo(
        `insert into public.videos (title, url, video_type, visible) values ('Film', $1, 'direct', $2)`,
        [`https://x.supabase.co/storage/v1/object/public/videos/${name}`, visible],
      );
    }
    const admin = user(t.adminId);
    const refused = { code: '42501' };
    // No row names this film; not a preview's name; a shown film's copy in the private bucket.
    await expect(
      t.run(admin, put, ['previews', `${crypto.randomUUID()}.mp4.preview.mp4`]),
    ).rejects.toMatchObject(refused);
    await expect(t.run(admin, put, ['previews', `${shown}.mp4`])).rejects.toMatchObject(refused);
    await expect(
      t.run(admin, put, ['private-previews', `${shown}.preview.mp4`]),
    ).rejects.toMatchObject(refused);
    await t.run(admin, put, ['previews', `${shown}.preview.mp4`]);
    await t.run(admin, put, ['previews', `${shown}.preview.jpg`]);
    await t.run(admin, put, ['private-previews', `${hidden}.preview.mp4`]);
    // Hiding the shown film moves its copy: allowed now that the row says hidden.
    await t.sudo('update public.videos set visible = false where url like $1', [`%${shown}`]);
    await t.run(
      admin,
      "update storage.objects set bucket_id = 'private-previews' where bucket_id = 'previews' and name = $1",
      [`${shown}.preview.mp4`],
    );
    expect(
      await t.sudo(
        "select name from storage.objects where bucket_id = 'private-previews' order by name",
      ),
    ).toHaveLength(2);
    await t.sudo('delete from storage.objects');
    await t.sudo('delete from public.videos');
  });
});

describe('a film and its copy', () => {
  it('starts at 0, refuses a negative start, and forgets the copy when the file is replaced', async () => {
    const [row] = await t.sudo<{ id: string; preview_start: number }>(
      `insert into public.videos (title, url, video_type, preview_url, preview_poster_url)
       values ('Film', 'https://x.supabase.co/storage/v1/object/public/videos/a.mp4', 'direct',
       'https://x/p/a.mp4.preview.mp4', 'https://x/p/a.mp4.preview.jpg')
       returning id, preview_start`,
    );
    expect(row?.preview_start).toBe(0);
    await expect(
      t.sudo('update public.videos set preview_start = -1 where id = $1', [row?.id]),
    ).rejects.toThrow();
    // Another change keeps the copy; a new file drops it.
    await t.sudo("update public.videos set title = 'Film 2' where id = $1", [row?.id]);
    expect(await t.sudo('select preview_url from public.videos where id = $1', [row?.id])).toEqual([
      { preview_url: 'https://x/p/a.mp4.preview.mp4' },
    ]);
    await t.sudo(
      "update public.videos set url = 'https://x.supabase.co/storage/v1/object/public/videos/b.mp4' where id = $1",
      [row?.id],
    );
    expect(
      await t.sudo('select preview_url, preview_poster_url from public.videos where id = $1', [
        row?.id,
      ]),
    ).toEqual([{ preview_url: null, preview_poster_url: null }]);
  });
});
