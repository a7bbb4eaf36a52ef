import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/lib/errors.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { MAX_VIDEO_BYTES } from '../../src/lib/media.ts';
import type { Video, VideoInput } from '../../src/lib/video.ts';
import {
  ADMIN_ENV,
  dashboardTitles,
  openAddDialog,
  signIn,
  toast,
} from '../support/harness/admin-steps.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// Admin behaviours at the edges, against `node server/main.ts`: the YouTube thumbnail the form
// only tries, a drag released where it started, and the server's own 413 on an upload one byte
// over the limit (the form refuses such a file first, so the browser's upload adapter is driven
// directly).
let server: StartedServer;
let browser: Browser;
let tab: GuardedPage;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  tab = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await signIn(tab.page, server.url);
  await tab.page.getByText(fr.dashboard.empty).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function stored(): Promise<Video[]> {
  return (await fetch(`${server.url}/api/videos`)).json() as Promise<Video[]>;
}

describe('YouTube thumbnail in the form', () => {
  it('tries i.ytimg.com for the id typed, and a failure is only logged', async () => {
    const { page } = tab;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill('Essai');
    await dialog.getByLabel(fr.form.url).fill('https://youtu.be/M7lc1UVf-VE');
    await dialog.getByText(fr.form.urlValid, { exact: true }).waitFor();

    const thumbnail = 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg';
    // The browser helper aborts every request that leaves the machine and records it.
    await expect.poll(() => tab.requests.includes(thumbnail)).toBe(true);
    expect(tab.blockedHosts()).toContain('i.ytimg.com');
    await expect
      .poll(() => warnings.some((w) => w.includes('YouTube thumbnail not reachable')))
      .toBe(true);

    // Nothing of it reaches the administrator: no alert in the form, no error toast.
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await toast(page, fr.toasts.errorTitle).count()).toBe(0);
    expect(await dialog.getByLabel(fr.form.url).getAttribute('aria-invalid')).toBe('false');
    expect(await dialog.getByRole('button', { name: fr.form.add }).isEnabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('reorder by drag', () => {
  it('does nothing when the handle is released where it was picked up', async () => {
    const { page } = tab;
    const created = await page.evaluate(async () => {
      const titles = ['Premier', 'Deuxième', 'Troisième'];
      for (const [i, title] of titles.entries()) {
        const input: VideoInput = {
          title,
          description: null,
          url: `https://www.youtube.com/watch?v=dQw4w9WgXc${i}`,
          video_type: 'youtube',
          thumbnail_url: null,
        };
        const response = await fetch('/api/videos', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(input),
        });
        if (!response.ok) return response.status;
      }
      return 0;
    });
    expect(created).toBe(0);
    await page.reload();
    await expect
      .poll(() => dashboardTitles(page), { timeout: 15_000 })
      .toEqual(['Premier', 'Deuxième', 'Troisième']);
    const before = (await stored()).map((v) => [v.id, v.order_position]);

    const writes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/') && request.method() !== 'GET') {
        writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });

    const handle = page.locator('#videos-list .drag-handle').nth(1);
    const box = await handle.boundingBox();
    if (!box) throw new Error('handle not laid out');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 6, y + 6, { steps: 5 });
    await page.mouse.move(x + 12, y + 20, { steps: 5 });
    // The drag really started (sortablejs marks the picked item), so the test is not vacuous.
    expect(await page.locator('#videos-list > li.sortable-chosen').count()).toBe(1);
    await page.mouse.move(x, y, { steps: 10 });
    await page.mouse.up();

    // Sortable has let go of the item; then a window in which a write would have gone out.
    await page.locator('#videos-list > li.sortable-chosen').waitFor({ state: 'detached' });
    await page.waitForTimeout(1500);
    expect(writes).toEqual([]);
    expect(await page.getByText(fr.dashboard.savingOrder).count()).toBe(0);
    expect(await toast(page, fr.toasts.orderUpdated).count()).toBe(0);
    expect(await toast(page, fr.toasts.orderError).count()).toBe(0);
    expect(await page.locator('#videos-list > li.sortable-chosen').count()).toBe(0);
    expect(await dashboardTitles(page)).toEqual(['Premier', 'Deuxième', 'Troisième']);
    expect((await stored()).map((v) => [v.id, v.order_position])).toEqual(before);
  });
});

describe('upload refused by the server', () => {
  it("a file of 52 428 801 bytes gets the server's 413, which reads as the product's message", async () => {
    const { page } = tab;
    const size = MAX_VIDEO_BYTES + 1;
    expect(size).toBe(52_428_801);
    const adapterUrl = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => /\/_astro\/local-backend\.[\w-]+\.js$/.test(name)),
    );
    if (!adapterUrl) throw new Error('the dashboard did not load the local adapter');
    // The very adapter module the dashboard loaded (same URL, same module instance). A string:
    // vitest would rewrite an import() written in this file.
    const adapter = await page.evaluateHandle(`import(${JSON.stringify(adapterUrl)})`);
    const [response, failure] = await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname.startsWith('/api/uploads') && r.request().method() === 'POST',
      ),
      adapter.evaluate(async (module, bytes) => {
        const { createLocalBackend } = module as {
          createLocalBackend: () => { uploadVideo(file: File): Promise<{ url: string }> };
        };
        const file = new File([new Uint8Array(bytes)], 'grand.mp4', { type: 'video/mp4' });
        try {
          const { url } = await createLocalBackend().uploadVideo(file);
          return { error: `accepted as ${url}` };
        } catch (caught) {
          const { name, code, status } = caught as { name: string; code: string; status: number };
          return { name, code, status };
        }
      }, size),
    ]);
    expect(response.status()).toBe(413);
    expect(response.request().headers()['upload-length']).toBe(String(size));
    expect(failure).toEqual({ name: 'BackendError', code: 'payload_too_large', status: 413 });
    if (!('code' in failure)) throw new Error(failure.error);
    expect(errorMessage('save', failure, 'direct')).toBe(
      'Le fichier est trop volumineux. Utilisez YouTube ou Vimeo pour les grandes vidéos.',
    );
    // Nothing of it was kept.
    const uploads = path.join(server.dataDir, 'uploads');
    const left = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
    expect(left).toEqual([]);
  });
});
