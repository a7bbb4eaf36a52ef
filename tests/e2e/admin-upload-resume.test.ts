import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { UPLOAD_CHUNK_BYTES, type Video } from '../../src/lib/video.ts';
import { ADMIN_ENV, card, signIn, startUpload } from '../support/harness/admin-steps.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { ROOT, type StartedServer, startServer } from '../support/harness/server.ts';

// Uploads that do not lose work: a connection cut mid-upload is retried from where it stopped,
// and after a page reload the same file resumes instead of starting over (tus, 5 MB chunks).
let server: StartedServer;
let browser: Browser;
let tab: GuardedPage;
let dir: string;
let bigFile: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  tab = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-resume-'));
  // A real mp4 head (the server checks the first bytes) followed by filler: three 5 MB chunks.
  const head = fs.readFileSync(path.join(ROOT, 'demo/media/lumiere-doree.mp4'));
  bigFile = path.join(dir, 'long.mp4');
  fs.writeFileSync(bigFile, Buffer.concat([head, Buffer.alloc(12 * 1024 * 1024 - head.length, 7)]));
  await signIn(tab.page, server.url);
  await tab.page.getByText(fr.dashboard.empty).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const isPatch = (r: Request) => r.method() === 'PATCH' && r.url().includes('/api/uploads/');

async function storedFile(title: string): Promise<Buffer> {
  const videos = (await (await fetch(`${server.url}/api/videos`)).json()) as Video[];
  const url = videos.find((v) => v.title === title)?.url ?? '';
  return Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
}

describe('resumable uploads', () => {
  it('retries a chunk whose connection was cut and stores the exact file', async () => {
    const { page } = tab;
    let patches = 0;
    await page.route('**/api/uploads/**', (route) => {
      if (!isPatch(route.request())) return route.fallback();
      patches += 1;
      return patches === 2 ? route.abort('connectionreset') : route.fallback();
    });
    await startUpload(tab.page, 'Coupure', bigFile);
    await card(page, 'Coupure').waitFor({ timeout: 60_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(patches).toBeGreaterThanOrEqual(4);
    expect(sha(await storedFile('Coupure'))).toBe(sha(fs.readFileSync(bigFile)));
  });

  it('resumes after a page reload from the offset already stored', async () => {
    const { page } = tab;
    let patches = 0;
    let hanging: Route | null = null;
    // The second chunk gets no answer: the page is reloaded while it hangs.
    await page.route('**/api/uploads/**', (route) => {
      if (!isPatch(route.request())) return route.fallback();
      patches += 1;
      if (patches === 2) {
        hanging = route;
        return;
      }
      return route.fallback();
    });
    await startUpload(tab.page, 'Reprise', bigFile);
    await expect.poll(() => patches, { timeout: 30_000 }).toBe(2);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const reloaded = page.reload();
    await (hanging as Route | null)?.abort('connectionreset').catch(() => undefined);
    await reloaded;
    await page.getByRole('heading', { name: fr.dashboard.title }).waitFor();
    const after: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/uploads')) {
        after.push(`${r.method()} ${r.headers()['upload-offset'] ?? ''}`);
      }
    });
    await startUpload(tab.page, 'Reprise', bigFile);
    await card(page, 'Reprise').waitFor({ timeout: 60_000 });
    // No new upload was created: the stored one was asked for its offset, then continued.
    expect(after.some((line) => line.startsWith('POST'))).toBe(false);
    const firstPatch = after.find((line) => line.startsWith('PATCH')) ?? '';
    expect(Number(firstPatch.split(' ')[1])).toBeGreaterThanOrEqual(UPLOAD_CHUNK_BYTES);
    expect(sha(await storedFile('Reprise'))).toBe(sha(fs.readFileSync(bigFile)));
  });
});
