import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_MESSAGES, CONTACT_MAX_STORED } from '../../server/routes/contact.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { type GuardedPage, newPage } from '../support/harness/browser.ts';
import { demoSite } from '../support/harness/demo-site.ts';
import type { StartedServer } from '../support/harness/server.ts';
import { siteAndBrowserPerFile } from '../support/harness/site-and-browser.ts';

// The contact form with JavaScript on, against the real server and its SQLite file: the page's
// script (fetched when the form comes near) sends it in the page and says the outcome beside the
// button. The tests run in order: the rate limit and the full inbox come after the sends.
let server: StartedServer;
let browser: Browser;
siteAndBrowserPerFile((started, launched) => {
  server = started;
  browser = launched;
});

function database(readOnly: boolean): DatabaseSync {
  return new DatabaseSync(path.join(server.dataDir, 'filmfolio.sqlite'), { readOnly });
}

function storedCount(): number {
  const db = database(true);
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The landing page scrolled to the form, once its script has taken the form over. */
async function openForm(): Promise<GuardedPage> {
  const tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await tab.page.goto(`${server.url}/`, { waitUntil: 'load' });
  await tab.page.locator('#contact').scrollIntoViewIfNeeded();
  await tab.page.locator('form[data-contact-form][data-enhanced]').waitFor({ timeout: 20_000 });
  return tab;
}

const field = (page: Page, label: string) =>
  page.locator('#contact').getByLabel(label, { exact: true });
const status = (page: Page) => page.locator('#contact').getByRole('status');

async function fill(page: Page, message = 'Bonjour, êtes-vous libre en mars ?') {
  await field(page, fr.contact.name).fill('Inès Martin');
  await field(page, fr.contact.email).fill('ines@example.fr');
  await field(page, fr.contact.message).fill(message);
}

const send = (page: Page) =>
  page.locator('#contact').getByRole('button', { name: fr.contact.send }).click();

describe('contact form with JavaScript', () => {
  it('sends in the page, says so, clears the form and stores the message', async () => {
    const tab = await openForm();
    const before = storedCount();
    let navigated = false;
    tab.page.on('framenavigated', (frame) => {
      if (frame === tab.page.mainFrame()) navigated = true;
    });
    await fill(tab.page);
    await send(tab.page);
    await expect.poll(() => status(tab.page).textContent()).toBe(fr.contact.sent);
    expect(await status(tab.page).getAttribute('aria-live')).toBe('polite');
    expect(await field(tab.page, fr.contact.name).inputValue()).toBe('');
    expect(await field(tab.page, fr.contact.message).inputValue()).toBe('');
    expect(storedCount()).toBe(before + 1);
    // The answer came in the page: no navigation to the no-script answer page.
    expect(navigated).toBe(false);
    expect(new URL(tab.page.url()).pathname).toBe('/');
    await tab.close();
  });

  it("reads 'Envoi en cours...' with the button disabled until the server answers", async () => {
    const tab = await openForm();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await tab.page.route('**/api/contact', async (route) => {
      asked += 1;
      await held;
      return route.fallback();
    });
    await fill(tab.page);
    await send(tab.page);
    const pending = tab.page.locator('#contact').getByRole('button', { name: fr.contact.sending });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    expect(await status(tab.page).textContent()).toBe('');
    // Enter in a field while sending sends nothing more.
    await field(tab.page, fr.contact.name).press('Enter');
    release();
    await expect.poll(() => status(tab.page).textContent()).toBe(fr.contact.sent);
    expect(asked).toBe(1);
    expect(await tab.page.getByRole('button', { name: fr.contact.send }).isEnabled()).toBe(true);
    await tab.close();
  });

  it('marks the field the server refuses and says to check the form (400)', async () => {
    const tab = await openForm();
    const before = storedCount();
    // Spaces pass the browser's own "required" check; the server trims them and refuses.
    await fill(tab.page, '   ');
    await send(tab.page);
    await expect.poll(() => status(tab.page).textContent()).toBe(fr.contact.invalid);
    expect(await field(tab.page, fr.contact.message).getAttribute('aria-invalid')).toBe('true');
    expect(await field(tab.page, fr.contact.name).getAttribute('aria-invalid')).toBeNull();
    // Nothing stored, and what the visitor typed is still there to correct.
    expect(storedCount()).toBe(before);
    expect(await field(tab.page, fr.contact.name).inputValue()).toBe('Inès Martin');
    await tab.close();
  });

  it('says the send failed on a server error or with no network', async () => {
    const tab = await openForm();
    await tab.page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
    );
    await fill(tab.page);
    await send(tab.page);
    await expect.poll(() => status(tab.page).textContent()).toBe(fr.contact.sendError);
    await tab.page.unroute('**/api/contact');
    await tab.page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await status(tab.page).evaluate((el) => {
      el.textContent = '';
    });
    await send(tab.page);
    await expect.poll(() => status(tab.page).textContent()).toBe(fr.contact.sendError);
    await tab.close();
  });

  it('asks to wait once this sender has sent too many messages (429)', async () => {
    const tab = await openForm();
    let said = '';
    // Each send is answered before the next; the limit counts this sender's stored messages.
    for (let sent = 0; sent <= CONTACT_MAX_MESSAGES && said !== fr.contact.tooMany; sent += 1) {
      await fill(tab.page);
      await send(tab.page);
      const answered = async () =>
        ([fr.contact.sent, fr.contact.tooMany] as string[]).includes(
          (await status(tab.page).textContent()) ?? '',
        );
      await expect.poll(answered).toBe(true);
      said = (await status(tab.page).textContent()) ?? '';
      if (said !== fr.contact.tooMany) {
        await status(tab.page).evaluate((el) => {
          el.textContent = '';
        });
      }
    }
    expect(said).toBe(fr.contact.tooMany);
    expect(storedCount()).toBe(CONTACT_MAX_MESSAGES);
    // Refused, so the form keeps the message for later.
    expect(await field(tab.page, fr.contact.message).inputValue()).not.toBe('');
    await tab.close();
  });

  it('says the inbox is full, with the address to write to (503)', async () => {
    // Old messages from other senders fill the inbox without counting in any rate window.
    const db = database(false);
    try {
      const insert = db.prepare(
        "INSERT INTO contact_messages (id, name, email, message, sender_key, created_ms) VALUES (?, 'A', 'a@example.fr', 'x', 'other', 0)",
      );
      for (let i = storedCount(); i < CONTACT_MAX_STORED; i += 1) insert.run(`filler-${i}`);
    } finally {
      db.close();
    }
    const tab = await openForm();
    await fill(tab.page);
    await send(tab.page);
    await expect
      .poll(() => status(tab.page).textContent())
      .toBe(fr.contact.inboxFull(demoSite.email));
    expect(demoSite.email).not.toBe('');
    expect(storedCount()).toBe(CONTACT_MAX_STORED);
    await tab.close();
  });
});
