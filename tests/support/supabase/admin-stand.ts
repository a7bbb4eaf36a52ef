// What every Supabase-mode browser journey stands on (tests/e2e/admin-supabase*.test.ts): the
// stand-in project on PostgreSQL 15, the site built against it and served by a static host that
// applies the build's _redirects and _headers, Chromium, and the rebuild path as a hosted project
// has it: the two Database Webhooks of docs/supabase.md (section 7) calling the rebuild function
// served by Deno, which dispatches to a GitHub stand-in.
import type { Browser, Page } from 'playwright-core';
import { fr } from '../../../src/lib/i18n/fr.ts';
import { launchBrowser } from '../harness/browser.ts';
import { type StaticHost, startStaticHost } from '../harness/static-host.ts';
import { mountDenoRebuild } from './deno.ts';
import { type GitHubStandIn, startGitHubStandIn } from './github-stand-in.ts';
import { buildSupabaseSite, type SupabaseSite } from './site.ts';
import { type StandIn, startStandIn } from './stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from './stand-in-api.ts';
import { rebuildHooks } from './stand-in-webhooks.ts';

export const WEBHOOK_SECRET = 'a-long-shared-webhook-secret';
export const ADMIN_EMAIL_FOR_STAND_IN = 'admin@example.test';

export interface AdminStand {
  s: StandIn;
  site: SupabaseSite;
  host: StaticHost;
  browser: Browser;
  github: GitHubStandIn;
  close(): Promise<void>;
}

/** `seed` runs before the build, so its rows are baked into the pages. */
export async function startAdminStand(seed?: (s: StandIn) => Promise<void>): Promise<AdminStand> {
  const [s, github] = await Promise.all([startStandIn(), startGitHubStandIn()]);
  await seed?.(s);
  const [site, browser] = await Promise.all([buildSupabaseSite(s), launchBrowser()]);
  const host = await startStaticHost(site.distDir);
  const rebuild = await mountDenoRebuild(s, github.url, WEBHOOK_SECRET);
  // Added after the seed: the hooks exist from the owner's setup on, as on a new project.
  for (const hook of rebuildHooks(s.url, WEBHOOK_SECRET)) await s.webhooks.add(hook);
  return {
    s,
    site,
    host,
    browser,
    github,
    async close() {
      await browser.close();
      await host.close();
      site.remove();
      rebuild.stop();
      await s.close();
      await github.close();
    },
  };
}

/** Signs in on the admin page of the built site and waits for the dashboard. */
export async function signInSupabase(
  page: Page,
  hostUrl: string,
  password = ADMIN_PASSWORD_FOR_STAND_IN,
): Promise<void> {
  await page.goto(`${hostUrl}/admin`);
  await page.getByLabel(fr.login.email).fill(ADMIN_EMAIL_FOR_STAND_IN);
  await page.getByLabel(fr.login.password).fill(password);
  await page.getByRole('button', { name: fr.login.submit }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}
