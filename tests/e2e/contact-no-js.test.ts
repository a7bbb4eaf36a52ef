import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { StartedServer } from '../support/harness/server.ts';
import { siteAndBrowserPerFile } from '../support/harness/site-and-browser.ts';

// The contact form with JavaScript off: the browser posts it by itself, urlencoded, and the
// visitor gets a French page saying what happened, with the way back.
let server: StartedServer;
let browser: Browser;
siteAndBrowserPerFile((started, launched) => {
  server = started;
  browser = launched;
});

function storedMessages(): Array<{ name: string; email: string; message: string }> {
  const db = new DatabaseSync(path.join(server.dataDir, 'filmfolio.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT name, email, message FROM contact_messages').all() as never;
  } finally {
    db.close();
  }
}

async function noScriptPage() {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  );
  await page.goto(`${server.url}/#contact`);
  return { page, context };
}

describe('contact form without JavaScript', () => {
  it('sends the message and shows the French page, whose link leads back to the form', async () => {
    const { page, context } = await noScriptPage();
    const message = 'Bonjour, un tournage de nuit à Marseille en mars ?';
    await page.getByLabel(fr.contact.name, { exact: true }).fill('Inès Martin');
    await page.getByLabel(fr.contact.email, { exact: true }).fill('ines@example.fr');
    await page.getByLabel(fr.contact.message, { exact: true }).fill(message);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact')),
      page.getByRole('button', { name: fr.contact.send }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForLoadState('load');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(fr.contact.sentTitle);
    expect(await page.getByRole('status').textContent()).toBe(fr.contact.sent);
    expect(storedMessages()).toEqual([{ name: 'Inès Martin', email: 'ines@example.fr', message }]);
    await page.getByRole('link', { name: fr.contact.backToSite }).click();
    await page.waitForURL(`${server.url}/#contact`);
    expect(await page.getByRole('button', { name: fr.contact.send }).count()).toBe(1);
    await context.close();
  });
});
