import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_FILE_BUCKETS } from '../../src/backend/supabase/settings-buckets.ts';
import {
  PREVIEW_BUCKET,
  PRIVATE_PREVIEW_BUCKET,
  PRIVATE_THUMBNAIL_BUCKET,
  PRIVATE_VIDEO_BUCKET,
  THUMBNAIL_BUCKET,
  VIDEO_BUCKET,
} from '../../src/backend/supabase/storage.ts';
import {
  IMAGE_MIME_TYPES,
  MAX_CV_BYTES,
  MAX_IMAGE_BYTES,
  MAX_PHOTO_BYTES,
  MAX_VIDEO_BYTES,
  MEDIA_CONTENT_TYPES,
  VIDEO_MIME_TYPES,
} from '../../src/lib/media.ts';
import { MAX_PREVIEW_BYTES, PREVIEW_MIME_TYPES } from '../../src/lib/video-preview.ts';
import { anon, createSupabaseTestDb, type SupabaseTestDb, user } from '../support/supabase/db.ts';

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

describe('every bucket the migrations create', () => {
  // The adapter's names and src/lib/media.ts's limits and types: the one home of the rules.
  const expected = [
    [VIDEO_BUCKET, true, MAX_VIDEO_BYTES, VIDEO_MIME_TYPES],
    [THUMBNAIL_BUCKET, true, MAX_IMAGE_BYTES, IMAGE_MIME_TYPES],
    [SETTINGS_FILE_BUCKETS.cv, true, MAX_CV_BYTES, [MEDIA_CONTENT_TYPES.pdf]],
    [SETTINGS_FILE_BUCKETS.photo, true, MAX_PHOTO_BYTES, IMAGE_MIME_TYPES],
    [PRIVATE_VIDEO_BUCKET, false, MAX_VIDEO_BYTES, VIDEO_MIME_TYPES],
    [PRIVATE_THUMBNAIL_BUCKET, false, MAX_IMAGE_BYTES, IMAGE_MIME_TYPES],
    [PREVIEW_BUCKET, true, MAX_PREVIEW_BYTES, PREVIEW_MIME_TYPES],
    [PRIVATE_PREVIEW_BUCKET, false, MAX_PREVIEW_BYTES, PREVIEW_MIME_TYPES],
  ] as const;

  it('has the visibility, size limit and types of src/lib/media.ts', async () => {
    const rows = await t.sudo(
      "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id <> 'other' order by id",
    );
    expect(rows).toEqual(
      expected
        .map(([id, open, limit, types]) => ({
          id,
          public: open,
          file_size_limit: limit,
          allowed_mime_types: [...types],
        }))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
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
