import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { toast } from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// First start without any account: the server prints a one-time address, the owner opens it in
// the browser, creates the account and lands on the dashboard; then the page is gone.
let server: StartedServer;
let browser: Browser;
let owner: GuardedPage;

const SETUP_LINE = /^.*\/admin\/setup#.*$/gm;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { DEMO_CONTENT: '0' } }),
    launchBrowser(),
  ]);
  owner = await newPage(browser, { viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function setupAddress(): string {
  const lines = server.output().match(SETUP_LINE) ?? [];
  expect(lines).toHaveLength(1);
  const match = /(http:\/\/127\.0\.0\.1:\d+\/admin\/setup)#([A-Za-z0-9_-]+)/.exec(lines[0] ?? '');
  expect(match?.[1]).toBe(`${server.url}/admin/setup`);
  // 43 base64url characters: 256 random bits.
  expect(match?.[2]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return match?.[0] ?? '';
}

describe('first account from the browser', () => {
  it('prints one line with the one-time address', () => {
    setupAddress();
  });

  it('without the token, the page says to open the full address', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/admin/setup`);
    await page.getByText(fr.setup.noToken).waitFor();
    expect(await page.getByRole('button', { name: fr.setup.submit }).count()).toBe(0);
  });

  it('creates the account and ends signed in on the dashboard', async () => {
    const { page, requests } = owner;
    const address = setupAddress();
    // A fresh load, as when the owner pastes the address (a change of # alone loads nothing).
    await page.goto('about:blank');
    await page.goto(address);
    await page.getByRole('heading', { name: fr.setup.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(fr.setup.email, { exact: true }).fill('chef@example.fr');
    await page.getByLabel(fr.setup.password, { exact: true }).fill('court');
    await page.getByLabel(fr.setup.confirm, { exact: true }).fill('court');
    await page.getByRole('button', { name: fr.setup.submit }).click();
    await page.getByText(fr.account.tooShort).waitFor();

    const password = 'le mot de passe du chef';
    await page.getByLabel(fr.setup.password, { exact: true }).fill(password);
    await page.getByLabel(fr.setup.confirm, { exact: true }).fill(password);
    await page.getByRole('button', { name: fr.setup.submit }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.getByRole('heading', { name: fr.dashboard.title }).waitFor();
    await toast(page, fr.setup.createdText).waitFor();
    await page.getByText(fr.dashboard.empty).waitFor();
    // The token went in a body, never in an address the server or a proxy logs.
    const token = address.split('#')[1] ?? '';
    expect(requests.filter((url) => url.includes(token))).toEqual([]);
  });

  it('then the setup page and route answer 404, and the same address cannot be used again', async () => {
    expect((await fetch(`${server.url}/admin/setup`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/setup`)).status).toBe(404);
    const { page } = owner;
    const response = await page.goto(setupAddress());
    expect(response?.status()).toBe(404);
  });
});
