// The admin in a browser in Supabase mode, the private-link part of the journey (after
// admin-supabase.test.ts): the administrator creates a link with a hidden film and a password
// from Liens privés, the visitor opens its address on the built site (the private-link Edge
// Function served by Deno behind the stand-in), then the administrator disables it and deletes
// it, and the visitor gets the one same "unavailable" page. tests/e2e/private-link-supabase.test.ts
// covers the visitor's page in depth.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import { toast } from '../support/harness/admin-steps.ts';
import { type GuardedPage, newPage } from '../support/harness/browser.ts';
import {
  type AdminStand,
  signInSupabase,
  startAdminStand,
} from '../support/supabase/admin-stand.ts';
import { type DenoFunction, forwardTo, serveDenoFunction } from '../support/supabase/deno.ts';

const t = fr.privateLinks;
const HIDDEN = 'Making-of — caché';
const SHOWN = 'Bande démo';
const PASSWORD = 'projection-privee';
let stand: AdminStand;
let privateLink: DenoFunction;
let admin: GuardedPage;
let visitor: GuardedPage;
let address = '';

beforeAll(async () => {
  stand = await startAdminStand(async (s) => {
    await s.t.sudo(
      `insert into public.videos (title, url, video_type, order_position, visible)
       values ($1, 'https://youtu.be/abcdefghijk', 'youtube', 0, false),
              ($2, 'https://youtu.be/bcdefghijkl', 'youtube', 1, true)`,
      [HIDDEN, SHOWN],
    );
  });
  privateLink = await serveDenoFunction('private-link', {
    SUPABASE_URL: stand.s.url,
    SUPABASE_SERVICE_ROLE_KEY: stand.s.serviceKey,
  });
  stand.s.mountFunction('private-link', forwardTo(privateLink.url));
  admin = await newPage(stand.browser, { viewport: { width: 1280, height: 900 } });
  visitor = await newPage(stand.browser, { viewport: { width: 1280, height: 900 } });
  await signInSupabase(admin.page, stand.host.url);
}, 300_000);

afterAll(async () => {
  await admin?.close();
  await visitor?.close();
  privateLink?.stop();
  await stand?.close();
});

const row = (page: Page) => page.locator('li[data-link]').first();
const filmTitles = (page: Page) =>
  page.locator('[data-link-portfolio] article h3').allTextContents();
const links = () =>
  stand.s.t.sudo<{ name: string; disabled: boolean; has_password: boolean }>(
    'select name, disabled, password_hash is not null as has_password from public.private_links',
  );

async function unavailable(): Promise<void> {
  await visitor.page.goto(address);
  await visitor.page.getByRole('heading', { name: t.unavailable }).waitFor();
  expect(await filmTitles(visitor.page)).toEqual([]);
}

describe('admin in Supabase mode, in Chromium: private links', () => {
  it('creates a link with a hidden film and a password from Liens privés', async () => {
    const { page } = admin;
    const nav = page.getByRole('navigation', { name: fr.adminNav.label });
    await nav.getByRole('link', { name: fr.adminNav.links }).click();
    await page.waitForURL(/\/admin\/liens/);
    await page.getByText(t.empty).waitFor();
    await page.getByRole('button', { name: t.create }).click();
    await page.getByLabel(t.name).fill('Agence Lumen');
    await page.getByRole('checkbox', { name: new RegExp(HIDDEN) }).check();
    await page.getByRole('checkbox', { name: new RegExp(SHOWN) }).check();
    await page.getByLabel(t.message).fill('Bonjour, voici la sélection.');
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.submitCreate }).click();
    address = await page.getByLabel(t.address).inputValue();
    expect(address).toMatch(new RegExp(`^${stand.host.url}/p/[A-Za-z0-9_-]{43}$`));
    expect(await links()).toEqual([{ name: 'Agence Lumen', disabled: false, has_password: true }]);
  });

  it('the visitor opens it on the built site with the password and sees both films', async () => {
    const { page } = visitor;
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: t.protected }).waitFor();
    await page.getByLabel(t.password).fill('pas-le-bon');
    await page.getByRole('button', { name: t.access }).click();
    await page.getByText(t.wrongPassword).waitFor();
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.access }).click();
    await page.getByText('Bonjour, voici la sélection.').waitFor();
    await expect.poll(() => filmTitles(page)).toEqual([HIDDEN, SHOWN]);
    // Everything came from 127.0.0.1 but YouTube's posters and players, cut by the test browser.
    expect(
      visitor.blockedHosts().every((h) => /(^|\.)(ytimg|youtube|youtube-nocookie)\.com$/.test(h)),
    ).toBe(true);
  });

  it('disabled, then deleted: the visitor gets the unavailable page', async () => {
    const { page } = admin;
    await row(page).getByRole('button', { name: t.disable }).click();
    await row(page).getByText(t.stateDisabled).waitFor();
    expect(await links()).toEqual([{ name: 'Agence Lumen', disabled: true, has_password: true }]);
    await unavailable();

    await row(page).getByRole('button', { name: t.remove }).click();
    await page
      .getByRole('dialog', { name: t.remove })
      .getByRole('button', { name: t.confirm })
      .click();
    await toast(page, t.deleted).waitFor();
    await page.getByText(t.empty).waitFor();
    expect(await links()).toEqual([]);
    expect(await stand.s.t.sudo('select 1 from public.private_link_videos')).toEqual([]);
    await unavailable();
  });
});
