// npm run export:supabase for what is private: hidden films' files and posters, and the private
// links, against the stand-in project on 127.0.0.1 (real migrations on PostgreSQL 15), read back through
// the private-link Edge Function's real handler.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { openStore } from '../../server/store/open.ts';
import { createPrivateLinkHandler } from '../../supabase/functions/private-link/handler.ts';
import { exportSite, standInPerTest } from '../support/harness/export-run.ts';
import { seedSite } from '../support/harness/ops-site.ts';
import { tempDataDirs } from '../support/harness/temp-dirs.ts';
import { user } from '../support/supabase/db.ts';

const temp = tempDataDirs('filmfolio-ops-');
const project = standInPerTest();

const nameOf = (url: string | null) => url?.slice('/media/'.length) ?? '';

describe('npm run export:supabase: hidden files and private links', () => {
  it("puts a hidden film's file and poster in the private buckets, and moves them once shown", async () => {
    const target = await project();
    const dataDir = temp();
    const store = seedSite(dataDir, 3);
    const hidden = store.videos.list().find((v) => v.video_type === 'direct');
    if (!hidden) throw new Error('seed');
    store.videos.setVisible(hidden.id, false);
    store.close();
    const [file, poster] = [nameOf(hidden.url), nameOf(hidden.thumbnail_url)];

    const first = await exportSite(dataDir, target);
    expect(first.code, first.stderr).toBe(0);
    expect(
      [...target.objects.keys()].filter((k) => k.includes(file) || k.includes(poster)),
    ).toEqual(expect.arrayContaining([`private-videos/${file}`, `private-thumbnails/${poster}`]));
    expect(target.objects.has(`videos/${file}`)).toBe(false);
    expect(target.objects.has(`thumbnails/${poster}`)).toBe(false);
    // The row keeps the public address, which answers 404 while the film is hidden.
    const publicUrl = `${target.url}/storage/v1/object/public/videos/${file}`;
    expect((await fetch(publicUrl)).status).toBe(404);

    const edit = openStore({ dataDir, demo: false });
    edit.videos.setVisible(hidden.id, true);
    edit.close();
    const second = await exportSite(dataDir, target);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      'videos: 2 files uploaded, 0 videos inserted, 1 videos updated, 2 files removed from the other bucket',
    );
    expect(target.objects.has(`private-videos/${file}`)).toBe(false);
    expect(target.objects.has(`private-thumbnails/${poster}`)).toBe(false);
    expect((await fetch(publicUrl)).status).toBe(200);
    expect((await exportSite(dataDir, target)).stdout).toContain(
      'nothing to copy: the project is up to date',
    );
  }, 90_000);

  it('copies links with their address, films in order and counts; a local password needs a new one', async () => {
    const target = await project();
    const dataDir = temp();
    const store = seedSite(dataDir, 3);
    const [v0, v1, v2] = store.videos.list();
    if (!v0 || !v1 || !v2) throw new Error('seed');
    const open = store.links.create({
      name: 'Agence Lumen',
      message: 'Bonjour',
      video_ids: [v2.id, v0.id],
      expires_on: null,
    });
    store.links.recordVisit(open.id, new Date('2026-11-20T10:00:00Z'));
    const locked = store.links.create({
      name: 'Festival',
      message: null,
      video_ids: [v1.id],
      expires_on: '2099-12-31',
      password_hash: await hashPassword('secret-local'),
    });
    store.close();

    const first = await exportSite(dataDir, target);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('links: 2 links inserted, 0 links updated; 0 links unchanged');
    expect(first.stdout).toContain('link "Festival" needs a new password');

    const handler = createPrivateLinkHandler({
      supabaseUrl: target.url,
      serviceKey: target.serviceKey,
    });
    const visit = async (body: Record<string, unknown>) => {
      const response = await handler(
        new Request('http://functions.test/private-link', {
          method: 'POST',
          body: JSON.stringify(body),
        }),
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    // The address sent before the move opens the same films, in the chosen order.
    const opened = await visit({ token: open.token });
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe('Bonjour');
    expect((opened.body.films as { id: string }[]).map((f) => f.id)).toEqual([v2.id, v0.id]);
    const [row] = await target.t.sudo<{ views: number; last_visit_at: Date }>(
      'select views, last_visit_at from public.private_links where id = $1',
      [open.id],
    );
    expect(row?.views).toBe(1);
    // The argon2 password cannot be checked there: the link is closed until the admin acts.
    expect(await visit({ token: locked.token, password: 'secret-local' })).toEqual({
      status: 404,
      body: { error: 'not_found' },
    });
    await target.t.run(
      user(target.t.adminId),
      'select public.set_private_link_disabled($1, false)',
      [locked.id],
    );
    // Enabled without a new password, it still opens for no password at all.
    expect((await visit({ token: locked.token, password: 'secret-local' })).status).toBe(401);
    await target.t.run(
      user(target.t.adminId),
      "select public.update_private_link($1, 'Festival', $2::uuid[], null, 'nouveau', 'set', '2099-12-31')",
      [locked.id, [v1.id]],
    );
    expect((await visit({ token: locked.token, password: 'nouveau' })).status).toBe(200);

    const again = await exportSite(dataDir, target);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('links: 0 links inserted, 0 links updated; 2 links unchanged');
    expect(again.stdout).not.toContain('needs a new password');
    expect(again.stdout).toContain('nothing to copy: the project is up to date');
  }, 90_000);
});
