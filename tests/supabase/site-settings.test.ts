import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CV_BYTES, MAX_PHOTO_BYTES } from '../../src/lib/media.ts';
import { anon, createSupabaseTestDb, type SupabaseTestDb, user } from '../support/supabase/db.ts';

// The settings row and the site-files bucket under row-level security, on a real Postgres with
// our migrations, each statement run as PostgREST and Storage run it.
let t: SupabaseTestDb;

beforeAll(async () => {
  t = await createSupabaseTestDb();
});
afterAll(async () => {
  await t.db.close();
});

const setName = 'update public.site_settings set name = $1 where id = 1 returning name';

describe('site_settings', () => {
  it('holds one empty row that anyone reads', async () => {
    for (const who of [anon, user(t.memberId)]) {
      expect(await t.run(who, 'select id, name, title, cv_url from public.site_settings')).toEqual([
        { id: 1, name: '', title: '', cv_url: null },
      ]);
    }
  });

  it('only the administrator changes it; nobody adds or removes a row', async () => {
    await expect(t.run(anon, setName, ['Pirate'])).rejects.toMatchObject({ code: '42501' });
    expect(await t.run(user(t.memberId), setName, ['Pirate'])).toEqual([]);
    expect(await t.run(user(t.adminId), setName, ['Alex Martin'])).toEqual([
      { name: 'Alex Martin' },
    ]);
    for (const who of [anon, user(t.memberId), user(t.adminId)]) {
      await expect(
        t.run(who, 'insert into public.site_settings (id) values (2)'),
      ).rejects.toMatchObject({
        code: '42501',
      });
      await expect(t.run(who, 'delete from public.site_settings')).rejects.toMatchObject({
        code: '42501',
      });
    }
    await expect(
      t.run(user(t.adminId), 'update public.site_settings set id = 2 where id = 1'),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await t.sudo('select name from public.site_settings')).toEqual([
      { name: 'Alex Martin' },
    ]);
  });

  it('refuses over-long texts and links that are not https, whoever writes', async () => {
    for (const sql of [
      "update public.site_settings set name = repeat('x', 121)",
      "update public.site_settings set vimeo_url = 'http://vimeo.com/a'",
      'update public.site_settings set cv_size = 10485761',
    ]) {
      await expect(t.run(user(t.adminId), sql)).rejects.toMatchObject({ code: '23514' });
    }
  });
});

describe('site-files and site-photos buckets', () => {
  const put = 'insert into storage.objects (bucket_id, name, owner) values ($1, $2, auth.uid())';

  it('are public, each with its own file limit and types', async () => {
    expect(
      await t.sudo(
        "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id in ('site-files', 'site-photos') order by id",
      ),
    ).toEqual([
      {
        id: 'site-files',
        public: true,
        file_size_limit: MAX_CV_BYTES,
        allowed_mime_types: ['application/pdf'],
      },
      {
        id: 'site-photos',
        public: true,
        file_size_limit: MAX_PHOTO_BYTES,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
      },
    ]);
  });

  it('only the administrator stores (the CV under cv/, the photo under photo/) and removes', async () => {
    for (const [bucket, name] of [
      ['site-files', 'cv/a.pdf'],
      ['site-photos', 'photo/b.jpg'],
    ]) {
      await expect(t.run(anon, put, [bucket, name])).rejects.toMatchObject({ code: '42501' });
      await expect(t.run(user(t.memberId), put, [bucket, name])).rejects.toMatchObject({
        code: '42501',
      });
    }
    for (const [bucket, name] of [
      ['site-files', 'ailleurs/a.pdf'],
      ['site-files', 'photo/b.jpg'],
      ['site-photos', 'cv/a.pdf'],
    ]) {
      await expect(t.run(user(t.adminId), put, [bucket, name])).rejects.toMatchObject({
        code: '42501',
      });
    }
    await t.run(user(t.adminId), put, ['site-files', 'cv/a.pdf']);
    await t.run(user(t.adminId), put, ['site-photos', 'photo/b.jpg']);
    const remove = 'delete from storage.objects where bucket_id = $1 and name = $2 returning name';
    expect(await t.run(anon, remove, ['site-files', 'cv/a.pdf'])).toEqual([]);
    expect(await t.run(user(t.memberId), remove, ['site-photos', 'photo/b.jpg'])).toEqual([]);
    expect(await t.run(user(t.adminId), remove, ['site-files', 'cv/a.pdf'])).toEqual([
      { name: 'cv/a.pdf' },
    ]);
    expect(await t.run(user(t.adminId), remove, ['site-photos', 'photo/b.jpg'])).toEqual([
      { name: 'photo/b.jpg' },
    ]);
  });
});
