import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE_NAME } from '../../server/store/db.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import { ADMIN_ENV, card, openAddDialog, signIn, toast } from '../support/harness/admin-steps.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// The "database error on save", for real: another process holds SQLite's write lock (as a
// backup or `npm run admin` would), the server gives up after its busy timeout and the form says so.
let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('saving while the database is locked by another process', () => {
  it('shows the database error inline and as a toast, keeps the form, then saves on retry', async () => {
    const { page } = admin;
    await signIn(page, server.url);
    await page.getByText(fr.dashboard.empty).waitFor();

    const dialog = await openAddDialog(page);
    await dialog.getByLabel(fr.form.title).fill('Tournage de nuit');
    await dialog.getByLabel(fr.form.url).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByTitle(fr.form.preview).waitFor();
    await dialog.getByLabel(fr.form.showDebug).check();

    const holder = new DatabaseSync(path.join(server.dataDir, DB_FILE_NAME));
    const expected = fr.toasts.saveDb(fr.toasts.storageDetails.database_busy);
    try {
      holder.exec('BEGIN IMMEDIATE');
      await dialog.getByRole('button', { name: fr.form.add }).click();
      // The server waits its 5 s busy timeout before it gives up.
      await dialog
        .locator('form [role=alert]')
        .filter({ hasText: expected })
        .waitFor({ timeout: 15_000 });
      await toast(page, expected).waitFor();
      await dialog.getByText(fr.form.debugDetails).click();
      const raw = await dialog.locator('details pre').textContent();
      expect(raw).toContain('status: 503');
      expect(raw).toContain('detail: database_busy');
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }

    expect(await dialog.getByLabel(fr.form.title).inputValue()).toBe('Tournage de nuit');
    const before = (await (await fetch(`${server.url}/api/videos`)).json()) as Video[];
    expect(before).toEqual([]);

    await dialog.getByRole('button', { name: fr.form.add }).click();
    await toast(page, fr.toasts.addedText).waitFor();
    await card(page, 'Tournage de nuit').waitFor();
    const after = (await (await fetch(`${server.url}/api/videos`)).json()) as Video[];
    expect(after.map((v) => v.title)).toEqual(['Tournage de nuit']);
  }, 60_000);
});
