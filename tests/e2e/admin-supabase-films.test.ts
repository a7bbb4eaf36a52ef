// The admin in a browser in Supabase mode, the films part of the journey (after
// admin-supabase.test.ts): a Vimeo film whose thumbnail the browser asks Vimeo's oEmbed endpoint
// for (vimeo.com and i.vimeocdn.com answered by the Vimeo stand-in, tests/support/fakes/vimeo-stand-in.ts),
// an upload to Storage's resumable endpoint cut mid-way and retried, then one interrupted by a
// reload and resumed, neither sending again the bytes already stored (tus, 6 MiB chunks), and
// the order changed by dragging a card's handle.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_CHUNK_BYTES } from '../../src/backend/supabase/storage.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import {
  startVimeoStandin,
  VIMEO_IDS,
  type VimeoStandin,
} from '../support/fakes/vimeo-stand-in.ts';
import {
  card,
  dashboardTitles,
  dragCard,
  openAddDialog,
  startUpload,
  toast,
} from '../support/harness/admin-steps.ts';
import { type GuardedPage, newPage } from '../support/harness/browser.ts';
import { ROOT } from '../support/harness/server.ts';
import {
  type AdminStand,
  signInSupabase,
  startAdminStand,
} from '../support/supabase/admin-stand.ts';

let stand: AdminStand;
let vimeo: VimeoStandin;
let admin: GuardedPage;
let dir: string;
let bigFile: string;
const VIMEOCDN = 'https://i.vimeocdn.com';

beforeAll(async () => {
  [stand, vimeo] = await Promise.all([startAdminStand(), startVimeoStandin()]);
  admin = await newPage(stand.browser, { viewport: { width: 1280, height: 900 } });
  await routeVimeo(admin.page);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-supabase-resume-'));
  // A real mp4 head followed by filler: a creation carrying the first 6 MiB, then two PATCHes.
  const head = fs.readFileSync(path.join(ROOT, 'demo/media/lumiere-doree.mp4'));
  bigFile = path.join(dir, 'long.mp4');
  fs.writeFileSync(bigFile, Buffer.concat([head, Buffer.alloc(13 * 1024 * 1024 - head.length, 7)]));
  await signInSupabase(admin.page, stand.host.url);
}, 300_000);

afterAll(async () => {
  await admin?.close();
  await stand?.close();
  await vimeo?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * vimeo.com and i.vimeocdn.com answered by the Vimeo stand-in, as a hosts-file entry would send
 * them there: its answer names its own address for the image, given back as Vimeo's image host.
 */
async function routeVimeo(page: Page) {
  await page.route('https://vimeo.com/api/oembed.json?**', async (route) => {
    const asked = new URL(route.request().url());
    const response = await route.fetch({ url: `${vimeo.endpoint}${asked.search}` });
    const body = (await response.text()).replaceAll(vimeo.origin, VIMEOCDN);
    await route.fulfill({ response, body });
  });
  await page.route(`${VIMEOCDN}/**`, async (route) => {
    const asked = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({ url: `${vimeo.origin}${asked.pathname}` }),
    });
  });
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const isTus = (r: Request) => r.url().includes('/storage/v1/upload/resumable');

/** The method and Upload-Offset of every tus request the page sends from now on. */
function recordTus(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (isTus(r)) seen.push(`${r.method()} ${r.headers()['upload-offset'] ?? ''}`);
  });
  return seen;
}

async function stored(title: string): Promise<Buffer> {
  const [row] = await stand.s.t.sudo<{ url: string }>(
    'select url from public.videos where title = $1',
    [title],
  );
  const name = row?.url.split('/').at(-1) ?? '';
  return stand.s.objects.get(`videos/${name}`) ?? Buffer.alloc(0);
}

describe('admin in Supabase mode, in Chromium: films', () => {
  it('adds a Vimeo film with the thumbnail Vimeo names, asked by the browser', async () => {
    const { page } = admin;
    const dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill('Clip Lyon');
    await dialog.getByRole('radio', { name: /Vimeo/ }).check();
    await dialog.getByLabel(fr.form.url).fill(`https://vimeo.com/${VIMEO_IDS.ok}`);
    await dialog.getByRole('button', { name: fr.form.add }).click();
    await toast(page, fr.toasts.addedText).waitFor();
    await card(page, 'Clip Lyon').waitFor();
    expect(
      await stand.s.t.sudo('select title, url, video_type, thumbnail_url from public.videos'),
    ).toEqual([
      {
        title: 'Clip Lyon',
        url: `https://vimeo.com/${VIMEO_IDS.ok}`,
        video_type: 'vimeo',
        thumbnail_url: `${VIMEOCDN}/video/${VIMEO_IDS.ok}-abc_1280`,
      },
    ]);
    expect(vimeo.paths.some((p) => p.startsWith('/api/oembed.json?'))).toBe(true);
    // Answered by the stand-in, never cut (the card's player, player.vimeo.com, is).
    expect(admin.blockedHosts()).not.toContain('vimeo.com');
    expect(admin.blockedHosts()).not.toContain('i.vimeocdn.com');
  });

  it('an upload whose connection is cut is retried from the stored offset', async () => {
    const { page } = admin;
    const created = stand.s.tus.counts.created;
    const seen = recordTus(page);
    let patches = 0;
    await page.route('**/storage/v1/upload/resumable/**', (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      patches += 1;
      return patches === 1 ? route.abort('connectionreset') : route.fallback();
    });
    await startUpload(page, 'Coupure', bigFile);
    await card(page, 'Coupure').waitFor({ timeout: 60_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await routeVimeo(page);
    // One creation (with the first chunk); after the cut, tus asks the offset (HEAD) and goes on.
    expect(stand.s.tus.counts.created).toBe(created + 1);
    expect(seen.filter((line) => line.startsWith('POST'))).toHaveLength(1);
    expect(seen).toContain('HEAD ');
    const offsets = seen
      .filter((line) => line.startsWith('PATCH'))
      .map((l) => Number(l.split(' ')[1]));
    expect(offsets.length).toBeGreaterThanOrEqual(3);
    expect(offsets.every((offset) => offset >= SUPABASE_CHUNK_BYTES)).toBe(true);
    expect(sha(await stored('Coupure'))).toBe(sha(fs.readFileSync(bigFile)));
  });

  it('an upload interrupted by a reload resumes where Storage stopped', async () => {
    const { page } = admin;
    let patches = 0;
    let hanging: Route | null = null;
    // The first PATCH (the second chunk) gets no answer: the page is reloaded while it hangs.
    await page.route('**/storage/v1/upload/resumable/**', (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      patches += 1;
      if (patches === 1) {
        hanging = route;
        return;
      }
      return route.fallback();
    });
    const created = stand.s.tus.counts.created;
    await startUpload(page, 'Reprise', bigFile);
    await expect.poll(() => patches, { timeout: 30_000 }).toBe(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await routeVimeo(page);
    const reloaded = page.reload();
    await (hanging as Route | null)?.abort('connectionreset').catch(() => undefined);
    await reloaded;
    await page.getByRole('heading', { name: fr.dashboard.title }).waitFor();
    const after = recordTus(page);
    await startUpload(page, 'Reprise', bigFile);
    await card(page, 'Reprise').waitFor({ timeout: 60_000 });
    // No new upload: the stored one was asked its offset, then continued from there.
    expect(stand.s.tus.counts.created).toBe(created + 1);
    expect(after.some((line) => line.startsWith('POST'))).toBe(false);
    const firstPatch = after.find((line) => line.startsWith('PATCH')) ?? '';
    expect(Number(firstPatch.split(' ')[1])).toBeGreaterThanOrEqual(SUPABASE_CHUNK_BYTES);
    expect(sha(await stored('Reprise'))).toBe(sha(fs.readFileSync(bigFile)));
  });

  it('reorders by dragging a handle, stored in Supabase', async () => {
    const { page } = admin;
    expect(await dashboardTitles(page)).toEqual(['Clip Lyon', 'Coupure', 'Reprise']);
    await dragCard(page, 2, 0);
    await toast(page, fr.toasts.orderUpdatedText).waitFor();
    const order = () =>
      stand.s.t.sudo<{ title: string; order_position: number }>(
        'select title, order_position from public.videos order by order_position',
      );
    await expect.poll(order).toEqual([
      { title: 'Reprise', order_position: 0 },
      { title: 'Clip Lyon', order_position: 1 },
      { title: 'Coupure', order_position: 2 },
    ]);
    await page.reload();
    await card(page, 'Reprise').waitFor();
    expect(await dashboardTitles(page)).toEqual(['Reprise', 'Clip Lyon', 'Coupure']);
  });
});
