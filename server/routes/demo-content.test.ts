// Issue 33, point 4: the dashboard's "Effacer le contenu de démonstration" removes the demo's
// films, files and settings, and keeps the account and what the owner added or changed.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video } from '../../src/lib/video.ts';
import type { AdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { signedInAdminPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { call } from '../../tests/support/harness/call.ts';
import { DEMO_VIDEOS } from '../demo/catalogue.ts';
import { seedDemoContent } from '../demo/seed.ts';
import { seedDemoSettings } from '../demo/seed-settings.ts';

let server: AdminTestServer;
let cookie: string;
signedInAdminPerTest((admin) => {
  ({ server, cookie } = admin);
});

const DEMO_MEDIA = join(import.meta.dirname, '..', '..', 'demo', 'media');

/** The demo as a fresh data folder with DEMO_CONTENT on gets it (server/store/open.ts). */
function seedDemo() {
  const options = { sourceDir: DEMO_MEDIA, mediaDir: server.store.mediaDir };
  seedDemoContent(server.store.db, options);
  seedDemoSettings(server.store.db, options);
}

const present = async () =>
  (
    (await (await call(server.url, '/api/admin/demo-content', { cookie })).json()) as {
      present: boolean;
    }
  ).present;
const clear = () => call(server.url, '/api/admin/demo-content', { method: 'DELETE', cookie });
const adminVideos = async () =>
  (await (await call(server.url, '/api/admin/videos', { cookie })).json()) as Video[];
const settings = async () =>
  (await (await call(server.url, '/api/settings')).json()) as SiteSettings;

describe('/api/admin/demo-content', () => {
  it('a folder started without the demo holds none, and clearing it changes nothing', async () => {
    expect(await present()).toBe(false);
    const before = server.contentChanges();
    expect((await clear()).status).toBe(204);
    expect(server.contentChanges()).toBe(before);
  });

  it('removes the demo films, their files and the demo settings; keeps the owner’s', async () => {
    seedDemo();
    expect(await present()).toBe(true);
    const demoFiles = readdirSync(server.store.mediaDir);
    expect(demoFiles.length).toBeGreaterThan(0);

    const own = await call(server.url, '/api/videos', {
      method: 'POST',
      cookie,
      json: { title: 'Mon film', url: 'https://vimeo.com/76979871', video_type: 'vimeo' },
    });
    expect(own.status).toBe(201);
    const ownFilm = (await own.json()) as Video;
    // The owner already typed their own address: a field they changed is theirs.
    const typed = { ...(await settings()), email: 'moi@example.fr' };
    // showreel_copy is read-only, like cv, photo and updated_at: the strict schema refuses it.
    const { cv: _cv, photo: _photo, updated_at: _at, showreel_copy: _copy, ...input } = typed;
    expect(
      (await call(server.url, '/api/settings', { method: 'PUT', cookie, json: input })).status,
    ).toBe(200);
    expect((await settings()).cv).not.toBeNull();

    const changes = server.contentChanges();
    expect((await clear()).status).toBe(204);
    expect(server.contentChanges()).toBe(changes + 1);

    expect((await adminVideos()).map((video) => video.id)).toEqual([ownFilm.id]);
    const after = await settings();
    expect(after.email).toBe('moi@example.fr');
    expect(after.name).toBe('');
    expect(after.legal_publisher).toBe('');
    expect(after.site_url).toBe('');
    expect(after.cv).toBeNull();
    for (const name of demoFiles) expect(existsSync(join(server.store.mediaDir, name))).toBe(false);
    expect(await present()).toBe(false);
    // The account stays: signing in again works.
    expect(await server.signIn()).toMatch(/=/);
  });

  it('a demo film the owner retitled is theirs now: it stays', async () => {
    seedDemo();
    const film = (await adminVideos()).find((video) => video.video_type === 'youtube');
    if (!film) throw new Error('the demo has a YouTube film');
    const edit = await call(server.url, `/api/videos/${film.id}`, {
      method: 'PUT',
      cookie,
      json: { title: 'Mon clip', url: film.url, video_type: film.video_type },
    });
    expect(edit.status).toBe(200);
    await clear();
    expect((await adminVideos()).map((video) => video.title)).toEqual(['Mon clip']);
    expect(DEMO_VIDEOS.map((video) => video.title)).toContain(film.title);
  });
});
