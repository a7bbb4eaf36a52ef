// A preview copy made by the admin's browser, stored by the Supabase adapter (docs/video-previews.md)
// on the stand-in (real migrations, real bucket limits and policies): in the `previews` bucket
// beside the original's name, named on the row, private with a hidden film, removed with it.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/port.ts';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import type { Video } from '../../src/lib/video.ts';
import { MAX_PREVIEW_BYTES } from '../../src/lib/video-preview.ts';
import { tinyPreviewMp4 } from '../support/data/tiny-preview.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase/stand-in-api.ts';

let s: StandIn;
beforeAll(async () => {
  s = await startStandIn();
});
afterAll(async () => {
  await s?.close();
});

/** A stored upload's row, as the resumable upload and the form leave it. */
async function storedFilm(visible: boolean): Promise<{ id: string; name: string }> {
  const name = `${crypto.randomUUID()}.mp4`;
  const url = `${s.url}/storage/v1/object/public/videos/${name}`;
  const [row] = await s.t.sudo<{ id: string }>(
    `insert into public.videos (title, url, video_type, order_position, visible)
     values ('Plan-séquence', $1, 'direct', 0, $2) returning id`,
    [url, visible],
  );
  await s.t.sudo("insert into storage.objects (bucket_id, name) values ('videos', $1)", [name]);
  s.objects.set(`videos/${name}`, Buffer.from('film'));
  return { id: row?.id ?? '', name };
}

async function signedInAdmin() {
  const backend = createSupabaseBackend({ url: s.url, anonKey: s.anonKey });
  await backend.signIn('admin@example.test', ADMIN_PASSWORD_FOR_STAND_IN);
  return backend;
}

const copy = () => new Blob([tinyPreviewMp4() as Uint8Array<ArrayBuffer>], { type: 'video/mp4' });
const poster = () => new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

describe('Supabase adapter: a preview copy from the browser', () => {
  it('stores the copy and its poster in the previews bucket and names them on the row', async () => {
    const film = await storedFilm(true);
    const backend = await signedInAdmin();
    await backend.sendPreview(film.id, copy(), poster());
    const stored = s.objects.get(`previews/${film.name}.preview.mp4`);
    expect(stored?.equals(Buffer.from(tinyPreviewMp4()))).toBe(true);
    expect(s.objects.has(`previews/${film.name}.preview.jpg`)).toBe(true);
    const [row] = (await backend.listVideos()).filter((v) => v.id === film.id) as Video[];
    expect(row?.preview_url).toBe(
      `${s.url}/storage/v1/object/public/previews/${film.name}.preview.mp4`,
    );
    // The public page reads the same addresses, and the copy answers there.
    expect((await fetch(row?.preview_url ?? '')).status).toBe(200);

    // Removed with its film.
    await backend.deleteVideo(film.id);
    expect(s.objects.has(`previews/${film.name}.preview.mp4`)).toBe(false);
    expect(s.objects.has(`previews/${film.name}.preview.jpg`)).toBe(false);
  });

  it('keeps a hidden film’s copy private, and moves it with the film', async () => {
    const film = await storedFilm(false);
    const backend = await signedInAdmin();
    await backend.sendPreview(film.id, copy(), poster());
    const publicUrl = `${s.url}/storage/v1/object/public/previews/${film.name}.preview.mp4`;
    expect(s.objects.has(`private-previews/${film.name}.preview.mp4`)).toBe(true);
    expect((await fetch(publicUrl)).status).toBe(404);
    await backend.setVisible(film.id, true);
    expect((await fetch(publicUrl)).status).toBe(200);
    await backend.setVisible(film.id, false);
    expect((await fetch(publicUrl)).status).toBe(404);
    await backend.deleteVideo(film.id);
    expect(s.objects.has(`private-previews/${film.name}.preview.mp4`)).toBe(false);
  });

  it('refuses a copy over 3 MB, and the bucket refuses what is not an MP4 or a JPEG', async () => {
    const film = await storedFilm(true);
    const backend = await signedInAdmin();
    const big = new Blob([new Uint8Array(MAX_PREVIEW_BYTES + 1)], { type: 'video/mp4' });
    const error = await backend.sendPreview(film.id, big).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).status).toBe(413);
    const wrong = new Blob([Buffer.from('<html>')], { type: 'text/html' });
    const refused = await backend.sendPreview(film.id, copy(), wrong).catch((e: unknown) => e);
    expect((refused as BackendError).status).toBe(415);
    const [row] = (await backend.listVideos()).filter((v) => v.id === film.id);
    expect(row?.preview_url ?? null).toBeNull();
  });

  it('stores Début de l’aperçu, and the card reads missing until the copy is stored', async () => {
    const backend = await signedInAdmin();
    const name = `${crypto.randomUUID()}.mp4`;
    await s.t.sudo("insert into storage.objects (bucket_id, name) values ('videos', $1)", [name]);
    const url = `${s.url}/storage/v1/object/public/videos/${name}`;
    const created = await backend.createVideo({
      title: 'Début choisi',
      url,
      video_type: 'direct',
      preview_start: 12.5,
    });
    expect(created.preview_start).toBe(12.5);
    const updated = await backend.updateVideo(created.id, {
      title: 'Début choisi',
      url,
      video_type: 'direct',
      preview_start: 4,
    });
    expect(updated.preview_start).toBe(4);
    const listed = async () => (await backend.listVideos()).find((v) => v.id === created.id);
    expect((await listed())?.preview_state).toBe('missing');
    await backend.sendPreview(created.id, copy(), poster());
    expect((await listed())?.preview_state).toBe('ready');
    await backend.deleteVideo(created.id);
  });

  it('the bucket itself refuses what the adapter would not send', async () => {
    const film = await storedFilm(true);
    await signedInAdmin();
    const client = createClient(s.url, s.anonKey, { auth: { persistSession: false } });
    await client.auth.signInWithPassword({
      email: 'admin@example.test',
      password: ADMIN_PASSWORD_FOR_STAND_IN,
    });
    const upload = (bucket: string, name: string, body: Blob) =>
      client.storage.from(bucket).upload(name, body, { contentType: body.type, upsert: true });
    const status = (error: unknown) => Number((error as { statusCode?: string }).statusCode);
    // Over 3 MB, straight to the bucket: the bucket's own limit answers.
    const big = new Blob([new Uint8Array(MAX_PREVIEW_BYTES + 1)], { type: 'video/mp4' });
    const tooBig = await upload('previews', `${film.name}.preview.mp4`, big);
    expect(status(tooBig.error)).toBe(413);
    // Not a preview type.
    const html = new Blob([Buffer.from('<html>')], { type: 'text/html' });
    expect(status((await upload('previews', `${film.name}.preview.mp4`, html)).error)).toBe(415);
    // A name no stored film has, or not a preview's name: refused by the policy.
    const orphan = `${crypto.randomUUID()}.mp4.preview.mp4`;
    expect((await upload('previews', orphan, copy())).error).not.toBeNull();
    expect((await upload('previews', `${film.name}.mp4`, copy())).error).not.toBeNull();
    // private-previews holds hidden films' copies only: this film is shown.
    expect(
      (await upload('private-previews', `${film.name}.preview.mp4`, copy())).error,
    ).not.toBeNull();
    expect(s.objects.has(`private-previews/${film.name}.preview.mp4`)).toBe(false);
    expect(s.objects.has(`previews/${orphan}`)).toBe(false);
    // The film's own name in the public bucket is what it accepts.
    expect((await upload('previews', `${film.name}.preview.mp4`, copy())).error).toBeNull();
  });
});
