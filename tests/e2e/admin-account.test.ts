import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { ADMIN_ENV, signIn, toast } from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_PASSWORD } from '../support/harness/credentials.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// The administrator changes their password on /admin/parametres; the session in another browser
// ends, this one stays.
let server: StartedServer;
let browser: Browser;
let here: GuardedPage;
let elsewhere: GuardedPage;

const NEW_PASSWORD = 'un tout nouveau mot de passe';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  here = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  elsewhere = await newPage(browser, { viewport: { width: 390, height: 844 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function fill(current: string, next: string, confirm = next) {
  const { page } = here;
  await page.getByLabel(fr.account.current, { exact: true }).fill(current);
  await page.getByLabel(fr.account.next, { exact: true }).fill(next);
  await page.getByLabel(fr.account.confirm, { exact: true }).fill(confirm);
  await page.getByRole('button', { name: fr.account.changePassword }).click();
}

describe('password change end to end', () => {
  it('sends a visitor without a session from /admin/parametres to /admin', async () => {
    await here.page.goto(`${server.url}/admin/parametres`);
    await here.page.waitForURL(/\/admin\/?$/);
    expect(await here.page.getByRole('heading', { name: fr.account.group }).count()).toBe(0);
  });

  it('shows the Mon compte group on the settings page, accessible', async () => {
    for (const { page } of [here, elsewhere]) {
      await signIn(page, server.url);
      await page.waitForURL(/\/admin\/dashboard/);
    }
    const { page } = here;
    await page.goto(`${server.url}/admin/parametres`);
    await page.getByRole('heading', { name: fr.settings.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: fr.account.group }).waitFor();
    await page.getByRole('heading', { name: fr.account.changePassword }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('checks the form under its fields, then refuses a wrong current password', async () => {
    const { page } = here;
    await fill(ADMIN_PASSWORD, 'court', 'autre');
    await page.getByText(fr.account.tooShort).waitFor();
    await page.getByText(fr.account.mismatch).waitFor();
    await fill('pas le bon mot de passe', NEW_PASSWORD);
    await page.getByText(fr.account.currentIncorrect).waitFor();
    expect(await page.getByText(fr.account.tooShort).count()).toBe(0);
  });

  it('changes it: toast, this session stays, the other browser is signed out', async () => {
    const { page } = here;
    await fill(ADMIN_PASSWORD, NEW_PASSWORD);
    await toast(page, fr.account.changed).waitFor();
    expect(await page.getByLabel(fr.account.current, { exact: true }).inputValue()).toBe('');
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('heading', { name: fr.dashboard.title }).waitFor();

    await elsewhere.page.reload();
    await elsewhere.page.waitForURL(/\/admin\/?$/);
    await signIn(elsewhere.page, server.url, ADMIN_PASSWORD);
    await toast(elsewhere.page, fr.login.wrongMessage).waitFor();
    await signIn(elsewhere.page, server.url, NEW_PASSWORD);
    await elsewhere.page.waitForURL(/\/admin\/dashboard/);
  });
});
