// The admin in a browser in Supabase mode, first part of the journey (docs/supabase.md, section
// 9): the site built against the stand-in project (tests/support/supabase/admin-stand.ts), served
// by a static host that applies the build's _redirects and _headers, and Chromium on another
// origin than the project, so every call crosses CORS as on a CDN. Sign in, reload and stay signed
// in, add a YouTube film, upload an mp4 over tus with the progress bar, delete it (the file leaves
// Storage), edit, layout, small format, reorder by keyboard, hide and show, the password change
// (another browser is signed out), then the rebuild: a change commits, the Database Webhook's
// trigger calls the rebuild function (served by Deno), which dispatches to a GitHub stand-in; the
// site is built again as the workflow does, and the public page shows the changes. Messages are
// paged and deleted; the settings, CV and photo are stored. admin-supabase-films.test.ts and
// admin-supabase-links.test.ts hold the rest of the journey.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PAGE_SIZE } from '../../src/lib/api.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { SECRET_HEADER } from '../../supabase/functions/rebuild/handler.ts';
import { card, openAddDialog, toast, uploadWithProgress } from '../support/harness/admin-steps.ts';
import { type GuardedPage, newPage } from '../support/harness/browser.ts';
import { DEMO_CV_PATH } from '../support/harness/demo-site.ts';
import { ROOT } from '../support/harness/server.ts';
import {
  type AdminStand,
  startAdminStand,
  WEBHOOK_SECRET,
} from '../support/supabase/admin-stand.ts';
import { buildSupabaseSite } from '../support/supabase/site.ts';
import type { StandIn } from '../support/supabase/stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase/stand-in-api.ts';

const MP4 = path.join(ROOT, 'demo/media/lumiere-doree.mp4');
const JPEG = path.join(ROOT, 'demo/media/lumiere-doree.jpg');
const EMAIL = 'admin@example.test';

let stand: AdminStand;
let s: StandIn;
let host: { url: string };
let admin: GuardedPage;
let elsewhere: GuardedPage;
const NEW_PASSWORD = 'un nouveau mot de passe solide';

beforeAll(async () => {
  stand = await startAdminStand();
  ({ s, host } = stand);
  admin = await newPage(stand.browser, { viewport: { width: 1280, height: 900 } });
  elsewhere = await newPage(stand.browser, { viewport: { width: 390, height: 844 } });
}, 300_000);

afterAll(async () => {
  await admin?.close();
  await elsewhere?.close();
  await stand?.close();
});

const rows = () =>
  s.t.sudo<{ title: string; url: string; video_type: string }>(
    'select title, url, video_type from public.videos order by order_position',
  );

describe('admin in Supabase mode, in Chromium', () => {
  it('signs in against Supabase Auth and stays signed in after a reload', async () => {
    const { page } = admin;
    await page.goto(`${host.url}/admin`);
    await page.getByLabel(fr.login.email).fill(EMAIL);
    await page.getByLabel(fr.login.password).fill(ADMIN_PASSWORD_FOR_STAND_IN);
    await page.getByRole('button', { name: fr.login.submit }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.getByText(fr.dashboard.empty).waitFor();
    await page.reload();
    await page.getByText(fr.dashboard.empty).waitFor();
    expect(page.url()).toMatch(/\/admin\/dashboard/);
    // No rebuild has run yet: the dashboard says the site updates itself.
    await page.getByText(fr.siteStatus.unknown).waitFor();
    expect(admin.blockedHosts()).toEqual([]);
  });

  it('adds a YouTube film', async () => {
    const { page } = admin;
    const dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill('Bande démo');
    await dialog.getByLabel(fr.form.url).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await toast(page, fr.toasts.addedText).waitFor();
    await card(page, 'Bande démo').waitFor();
    expect(await rows()).toEqual([
      {
        title: 'Bande démo',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        video_type: 'youtube',
      },
    ]);
  });

  it('uploads an mp4 over tus with the progress bar, then deletes it and its file', async () => {
    const { page } = admin;
    const finishedBefore = s.tus.counts.finished;
    const seen = await uploadWithProgress(page, 'Tournage', MP4);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((value) => value > 0 && value < 100)).toBe(true);
    expect(s.tus.counts.finished).toBe(finishedBefore + 1);
    const uploaded = (await rows()).find((row) => row.title === 'Tournage');
    expect(uploaded?.url).toMatch(
      new RegExp(`^${s.url}/storage/v1/object/public/videos/[0-9a-f-]{36}\\.mp4$`),
    );
    const name = uploaded?.url.split('/').at(-1) ?? '';
    expect(s.objects.has(`videos/${name}`)).toBe(true);

    await card(page, 'Tournage').getByRole('button', { name: fr.dashboard.delete }).click();
    const confirm = page.getByRole('dialog', { name: fr.dialogs.confirmDeleteTitle });
    await confirm.getByRole('button', { name: fr.dialogs.confirmDelete }).click();
    await toast(page, fr.toasts.deletedText).waitFor();
    expect((await rows()).map((row) => row.title)).toEqual(['Bande démo']);
    expect(s.objects.has(`videos/${name}`)).toBe(false);
    expect(
      await s.t.sudo('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        'videos',
        name,
      ]),
    ).toEqual([]);
  });

  it('edits, sets layout and small format, reorders by keyboard, hides and shows', async () => {
    const { page } = admin;
    const dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill('Making-of');
    await dialog.getByLabel(fr.form.url).fill('https://youtu.be/abcdefghijk');
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await card(page, 'Making-of').waitFor();

    await card(page, 'Bande démo').getByRole('button', { name: fr.dashboard.edit }).click();
    const edit = page.getByRole('dialog', { name: fr.dialogs.editTitle });
    await edit.getByLabel(fr.form.title).fill('Bande démo 2026');
    await edit.getByRole('button', { name: fr.form.update }).click();
    await toast(page, fr.toasts.updatedText).waitFor();
    await card(page, 'Bande démo 2026').getByText(fr.dashboard.layoutHalf).click();
    await toast(page, fr.toasts.layoutChangedText).waitFor();
    await card(page, 'Bande démo 2026').getByLabel(fr.dashboard.keepSmallFormat).check();
    await toast(page, fr.toasts.keepSmallOn).waitFor();

    const handle = page.getByRole('button', { name: `${fr.dashboard.dragHandle} : Making-of` });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await toast(page, fr.toasts.orderUpdatedText).waitFor();

    await card(page, 'Bande démo 2026').getByLabel(fr.dashboard.visible).uncheck();
    await expect
      .poll(async () =>
        s.t.sudo<{ title: string; visible: boolean; layout: string; keep_small_format: boolean }>(
          'select title, visible, layout, keep_small_format from public.videos order by order_position',
        ),
      )
      .toEqual([
        { title: 'Making-of', visible: true, layout: 'normal', keep_small_format: false },
        { title: 'Bande démo 2026', visible: false, layout: 'half', keep_small_format: true },
      ]);
    await card(page, 'Bande démo 2026').getByLabel(fr.dashboard.visible).check();
    await expect
      .poll(async () =>
        (await s.t.sudo<{ visible: boolean }>('select visible from public.videos')).map(
          (r) => r.visible,
        ),
      )
      .toEqual([true, true]);
  });

  it('changes the password: this browser stays, the other one is signed out', async () => {
    const other = elsewhere.page;
    await other.goto(`${host.url}/admin`);
    await other.getByLabel(fr.login.email).fill(EMAIL);
    await other.getByLabel(fr.login.password).fill(ADMIN_PASSWORD_FOR_STAND_IN);
    await other.getByRole('button', { name: fr.login.submit }).click();
    await other.waitForURL(/\/admin\/dashboard/);

    const { page } = admin;
    await page.goto(`${host.url}/admin/parametres`);
    await page.getByLabel(fr.account.current, { exact: true }).fill(ADMIN_PASSWORD_FOR_STAND_IN);
    await page.getByLabel(fr.account.next, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(fr.account.confirm, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: fr.account.changePassword }).click();
    await toast(page, fr.account.changed).waitFor();
    await page.goto(`${host.url}/admin/dashboard`);
    await page.getByRole('heading', { name: fr.dashboard.title }).waitFor();

    await other.reload();
    await other.waitForURL(/\/admin\/?$/);
  });

  it('rebuilds: a change reaches GitHub through the webhook; the new build shows it', async () => {
    // Nothing is posted to the function here: the trigger on public.videos queues the call.
    const { dispatched } = stand.github;
    const before = dispatched.length;
    const { page } = admin;
    await card(page, 'Making-of').getByText(fr.dashboard.layoutHalf).click();
    await toast(page, fr.toasts.layoutChangedText).waitFor();
    await expect.poll(() => dispatched.length).toBe(before + 1);
    expect(dispatched.at(-1)).toContain('/repos/owner/filmfolio/dispatches');
    expect(JSON.parse(dispatched.at(-1)?.split(' ').slice(1).join(' ') ?? '{}')).toEqual({
      event_type: 'content-changed',
      client_payload: { table: 'videos', type: 'UPDATE' },
    });
    expect(s.webhooks.deliveries.at(-1)).toMatchObject({ table: 'videos', status: 202 });
    const rebuilt = await buildSupabaseSite(s);
    try {
      const index = fs.readFileSync(path.join(rebuilt.distDir, 'index.html'), 'utf8');
      expect(index).toContain('Making-of');
      expect(index).toContain('Bande démo 2026');
      expect(index.indexOf('Making-of')).toBeLessThan(index.indexOf('Bande démo 2026'));
    } finally {
      rebuilt.remove();
    }
    await admin.page.reload();
    await admin.page.getByText(fr.siteStatus.updating).waitFor();
    // The deploy workflow's last job reports its end to the same function (docs/supabase.md).
    await fetch(`${s.url}/functions/v1/rebuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: WEBHOOK_SECRET },
      body: JSON.stringify({ report: 'succeeded' }),
    });
    await admin.page.reload();
    await admin.page.getByText(fr.siteStatus.up_to_date).waitFor();
  }, 180_000);

  it("a visitor's message arrives in the dashboard, is paged and deleted", async () => {
    // Older messages than one page holds: the newest page first, the rest on demand.
    const older = MESSAGES_PAGE_SIZE + 5;
    await s.t.sudo(
      `insert into public.contact_messages (name, email, message, created_at)
       select 'Ancien ' || i, 'ancien' || i || '@example.fr', 'Message ancien ' || i,
              now() - make_interval(days => i)
         from generate_series(1, $1::int) as i`,
      [older],
    );
    const visitor = await newPage(stand.browser, { viewport: { width: 1280, height: 900 } });
    try {
      await visitor.page.goto(`${host.url}/`);
      const form = visitor.page.locator('#contact');
      await form.getByLabel(fr.contact.name, { exact: true }).fill('Inès Martin');
      await form.getByLabel(fr.contact.email, { exact: true }).fill('ines@example.fr');
      await form.getByLabel(fr.contact.message, { exact: true }).fill('Libre en mars ?');
      await form.getByRole('button', { name: fr.contact.send }).click();
      await expect.poll(() => form.getByRole('status').textContent()).toBe(fr.contact.sent);
    } finally {
      await visitor.close();
    }
    const { page } = admin;
    await page.goto(`${host.url}/admin/dashboard`);
    await page.getByText('Libre en mars ?').waitFor();
    const deletes = page.getByRole('button', { name: fr.dashboard.deleteMessage });
    await expect.poll(() => deletes.count()).toBe(MESSAGES_PAGE_SIZE);
    await page.getByRole('button', { name: fr.dashboard.moreMessages }).click();
    await page.getByText(`Message ancien ${older}`, { exact: true }).waitFor();
    expect(await deletes.count()).toBe(older + 1);
    await expect(
      page.getByRole('button', { name: fr.dashboard.moreMessages }).count(),
    ).resolves.toBe(0);
    await deletes.first().click();
    await page.getByText('Libre en mars ?').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await s.t.sudo('select 1 from public.contact_messages')).length)
      .toBe(older);
    expect(
      await s.t.sudo("select 1 from public.contact_messages where message = 'Libre en mars ?'"),
    ).toEqual([]);
  });

  it('saves the settings and stores a CV and a photo in their buckets', async () => {
    const { page } = admin;
    await page.goto(`${host.url}/admin/parametres`);
    await page.getByLabel(fr.settings.name, { exact: true }).fill('Alex Martin');
    // Couleur d'accent (issue 30): a colour too dark is refused in French before anything is
    // sent; a preset is stored in the row, which checks the same rule.
    const accent = page.getByRole('textbox', { name: fr.look.accentLabel, exact: true });
    await accent.fill('#6b6b6b');
    await page.getByRole('button', { name: fr.settings.save }).click();
    await page.getByText(fr.look.accentTextContrast).waitFor();
    await page.getByRole('button', { name: fr.look.accentPreset('#7cc4ff') }).click();
    await page.getByRole('button', { name: fr.settings.save }).click();
    await toast(page, fr.settings.saved).waitFor();
    await page.getByLabel(fr.settings.replaceCv).setInputFiles(DEMO_CV_PATH);
    await toast(page, fr.settings.cvUpdated).waitFor();
    await page.getByLabel(fr.settings.replacePhoto).setInputFiles(JPEG);
    await toast(page, fr.settings.photoUpdated).waitFor();
    const [row] = await s.t.sudo<{
      name: string;
      cv_url: string;
      photo_url: string;
      accent_color: string;
    }>('select name, cv_url, photo_url, accent_color from public.site_settings');
    expect(row?.name).toBe('Alex Martin');
    expect(row?.accent_color).toBe('#7cc4ff');
    expect(row?.cv_url).toMatch(new RegExp(`^${s.url}/storage/v1/object/public/site-files/cv/`));
    expect(row?.photo_url).toMatch(
      new RegExp(`^${s.url}/storage/v1/object/public/site-photos/photo/`),
    );
    const cv = await fetch(row?.cv_url ?? '');
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await cv.arrayBuffer()).equals(fs.readFileSync(DEMO_CV_PATH))).toBe(true);
  });
});
