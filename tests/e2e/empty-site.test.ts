import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroBuild } from '../../server/jobs/regenerate.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { ADMIN_ENV, signIn } from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { launchBrowser, newPage } from '../support/harness/browser.ts';
import { ROOT, type StartedServer, startServer } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

// A fresh site with nothing set (DEMO_CONTENT=0): the pages the build makes from an empty data
// folder, served the way the server serves a rebuild (data/site/current), still read well.
let server: StartedServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = makeTempDir('filmfolio-empty-');
  const outDir = path.join(dataDir, 'site', 'build-empty');
  mkdirSync(path.dirname(outDir), { recursive: true });
  // As the server's rebuild does: in a work folder of its own, then renamed into place.
  const workDir = path.join(dataDir, 'site', '.work-empty');
  const { file, args, cwd } = astroBuild(ROOT)(path.join(workDir, 'out'), workDir);
  const build = spawnSync(file, args, {
    cwd,
    env: { ...process.env, ...ADMIN_ENV, DATA_DIR: dataDir, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`astro build failed:\n${build.stdout}\n${build.stderr}`);
  renameSync(path.join(workDir, 'out'), outDir);
  rmSync(workDir, { recursive: true, force: true });
  symlinkSync('build-empty', path.join(dataDir, 'site', 'current'));
  [server, browser] = await Promise.all([
    startServer({ env: ADMIN_ENV, dataDir }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a site with nothing set', () => {
  it('shows the brand and Chef Opérateur, no empty section, no undefined or null', async () => {
    const tab = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = tab;
    await page.goto(`${server.url}/`);
    expect(await page.title()).toBe('Chef Opérateur | FilmFolio');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('FilmFolio');
    expect(await page.getByText('Chef Opérateur', { exact: true }).first().isVisible()).toBe(true);
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text, without inline scripts
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/undefined|null|NaN/);
    for (const id of ['cv', 'about']) {
      expect(await page.locator(`#${id}`).count()).toBe(0);
      expect(await page.locator(`a[href$="#${id}"]`).count()).toBe(0);
    }
    // The contact card has no detail to show; the form is still there.
    expect(await page.locator('#contact dl').count()).toBe(0);
    expect(await page.getByRole('button', { name: fr.contact.send }).count()).toBe(1);
    const headings = await page.locator('h1, h2, h3').allTextContents();
    expect(headings.every((heading) => heading.trim() !== '')).toBe(true);
    expect(await page.locator('link[rel=canonical]').count()).toBe(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')['@graph']).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.url}/mentions-legales`);
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text, without inline scripts
    const legal = await page.locator('main').innerText();
    expect(legal).not.toMatch(/undefined|null/);
    expect((await page.locator('main h2').allTextContents()).every((h) => h.trim() !== '')).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: fr.legal.publisher }).count()).toBe(0);
    await tab.close();
  });

  it('the dashboard shows Complétez les paramètres du site with a link to the settings', async () => {
    const tab = await newPage(browser);
    await signIn(tab.page, server.url);
    await tab.page.waitForURL(/\/admin\/dashboard$/);
    const link = tab.page.getByRole('link', { name: fr.settings.completeSettings });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/admin/parametres');
    await tab.close();
  });
});
