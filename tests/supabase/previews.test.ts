// Preview copies in Supabase mode (supabase/migrations/20261126100000_video_previews.sql): their
// own buckets and limits, written by the administrator only, and a replaced film forgets its copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREVIEW_BYTES } from '../../src/lib/video-preview.ts';
import { anon, createSupabaseTestDb, type SupabaseTestDb, user } from './db.ts';

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
      await expect(t.run(anon, put, [bucket, 'a.mp4.preview.mp4'])).rejects.toMatchObject({
        code: '42501',
      });
      await expect(
        t.run(user(t.memberId), put, [bucket, 'a.mp4.preview.mp4']),
      ).rejects.toMatchObject({ code: '42501' });
      await t.run(user(t.adminId), put, [bucket, 'a.mp4.preview.mp4']);
      const read = 'select name from storage.objects where bucket_id = $1';
      expect(await t.run(anon, read, [bucket])).toEqual([]);
      expect(await t.run(user(t.adminId), read, [bucket])).toEqual([{ name: 'a.mp4.preview.mp4' }]);
      await t.sudo('delete from storage.objects');
    });
  }
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
