import { readFileSync } from 'node:fs';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { PrivateLink } from '../../src/lib/private-link.ts';
import type { DailyCount } from '../../src/lib/statistics/counts.ts';
import type { Video } from '../../src/lib/video.ts';
import { YOUTUBE_EMBED_HOST } from '../../src/lib/video-url.ts';
import { filmCard } from '../support/data/link-page.ts';
import { adminNavLink, followAdminNav, signIn } from '../support/harness/admin-steps.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { ADMIN_ENV } from '../support/harness/credentials.ts';
import { openLanding, pageApi } from '../support/harness/page.ts';
import { type StartedServer, startServer } from '../support/harness/server.ts';

// The audience measurement in Chromium against the real server (demo content, whose two stored
// films are 7-second clips): three visitors, one of them twice, a play in the dialog watched to
// the end, a play on a private link; a DNT browser and the signed-in owner add nothing; the admin
// page shows the figures. Headless Chromium names itself "HeadlessChrome", which the server's
// robot rule refuses: each visitor gets an ordinary browser's user agent, as a person's would.
const UA = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;
const ON_LANDING = 'Lumière dorée — publicité';
const ON_LINK = 'Fractale nocturne — clip';
const ON_YOUTUBE = 'Tears of Steel — court-métrage';
const FAKE_YOUTUBE_PLAYER = `<!doctype html><title>player</title><script>
addEventListener('message', (e) => {
  if (JSON.parse(e.data).event !== 'listening') return;
  const say = (m, ms) => setTimeout(() => parent.postMessage(JSON.stringify(m), '*'), ms);
  say({ event: 'initialDelivery', info: { duration: 100, currentTime: 0 } }, 0);
  say({ event: 'infoDelivery', info: { currentTime: 50 } }, 100);
  say({ event: 'infoDelivery', info: { currentTime: 95 } }, 300);
});
</script>`;
const t = fr.statistics;

let server: StartedServer;
let browser: Browser;
let admin: GuardedPage;
const visitors: GuardedPage[] = [];
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ADMIN_ENV }), launchBrowser()]);
  admin = await newPage(browser, { viewport: { width: 1280, height: 900 }, userAgent: UA(99) });
  await signIn(admin.page, server.url);
  await admin.page.waitForURL(/\/admin\/dashboard/);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const adminApi = <T>(method: string, path: string, body?: unknown) =>
  pageApi<T>(admin.page, method, path, body);

const counts = () =>
  adminApi<{ counts: DailyCount[] }>('GET', `/api/admin/statistics?from=${today}&to=${today}`).then(
    (answer) => answer.counts,
  );
const landingVisits = async () =>
  (await counts()).find((row) => row.kind === 'page' && row.item === '/')?.visits ?? 0;

/**
 * The answer to the page's next beacon of this type (sendBeacon's request, seen by the browser):
 * to /api/stats, or from a private link's page to its own /p/<token>/stats.
 */
const beaconAnswer = (page: Page, type: string): Promise<Response> =>
  page.waitForResponse(
    (response) =>
      /^\/(api|p\/[A-Za-z0-9_-]+)\/stats$/.test(new URL(response.url()).pathname) &&
      (response.request().postData() ?? '').includes(`"t":"${type}"`),
    { timeout: 20_000 },
  );

/** Opens `title` in the dialog from its landing page card; the beacons it sends, as they answer. */
async function playOnLanding(page: Page, title: string) {
  const played = beaconAnswer(page, 'play');
  const completed = beaconAnswer(page, 'complete');
  const card = page
    .locator('#portfolio article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: `${fr.portfolio.play} : ${title}` }).click();
  return { played, completed };
}

async function visitLanding(page: Page) {
  const beacon = beaconAnswer(page, 'visit');
  await openLanding(page, server.url);
  expect((await beacon).status()).toBe(204);
}

describe('audience statistics end to end', () => {
  it('three browsers give Visites 3 on the landing page; the same browser again adds nothing', async () => {
    for (const n of [1, 2, 3]) {
      const visitor = await newPage(browser, {
        viewport: { width: 1280, height: 900 },
        userAgent: UA(n),
      });
      visitors.push(visitor);
      await visitLanding(visitor.page);
    }
    expect(await landingVisits()).toBe(3);
    const [first] = visitors;
    if (!first) throw new Error('no visitor');
    await visitLanding(first.page);
    expect(await landingVisits()).toBe(3);
  });

  it('leaves no cookie and no storage key in the visitor’s browser', async () => {
    for (const visitor of visitors) {
      expect(await visitor.context.cookies()).toEqual([]);
      const keys = await visitor.page.evaluate(() => localStorage.length + sessionStorage.length);
      expect(keys).toBe(0);
    }
  });

  it('a browser sending DNT: 1 and the signed-in owner add nothing', async () => {
    const private_ = await newPage(browser, {
      userAgent: UA(4),
      extraHTTPHeaders: { DNT: '1' },
    });
    // The page itself sees no DNT preference here (only the header says it): the server decides.
    await visitLanding(private_.page);
    await private_.close();
    await visitLanding(admin.page);
    expect(await landingVisits()).toBe(3);
  });

  it('a film played in the dialog to its end counts a Lecture and Regardé en entier', async () => {
    const visitor = visitors[0];
    if (!visitor) throw new Error('no visitor');
    const { page } = visitor;
    const { played, completed } = await playOnLanding(page, ON_LANDING);
    await page.locator('dialog[open] video').waitFor();
    expect((await played).status()).toBe(204);
    // The clip lasts 7 seconds: it plays through.
    expect((await completed).status()).toBe(204);
    await page.keyboard.press('Escape');
  });

  it('a film played on a private link counts for the film and the link', async () => {
    const videos = await adminApi<Video[]>('GET', '/api/admin/videos');
    const film = videos.find((video) => video.title === ON_LINK);
    if (!film) throw new Error(`demo content lacks ${ON_LINK}`);
    const link = await adminApi<PrivateLink>('POST', '/api/admin/links', {
      name: 'Agence Lumen',
      video_ids: [film.id],
    });
    const visitor = visitors[1];
    if (!visitor) throw new Error('no visitor');
    const { page } = visitor;
    const visited = beaconAnswer(page, 'visit');
    await page.goto(`${server.url}/p/${link.token}`);
    expect((await visited).status()).toBe(204);
    const played = beaconAnswer(page, 'play');
    await filmCard(page, ON_LINK)
      .getByRole('button', { name: new RegExp(fr.portfolio.play) })
      .click();
    await page.locator('dialog[open] video').waitFor();
    expect((await played).status()).toBe(204);
    // The clip lasts 7 seconds: closed now, it cannot reach its end while the next test reads the
    // figures (on a loaded machine it did, and counted a Regardé en entier).
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await counts()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'link', item: link.id, visits: 1 }),
        expect.objectContaining({ kind: 'film', item: film.id, link: link.id, plays: 1 }),
      ]),
    );
  });

  it('shows the figures on /admin/statistiques, exports them, and axe finds nothing serious', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/liens`);
    const linkRow = page.locator('li[data-link]').first();
    await linkRow.waitFor();
    expect(await linkRow.locator('[data-views]').textContent()).toBe('1');

    await followAdminNav(page, fr.adminNav.statistics, /\/admin\/statistiques/, t.heading);
    expect(await adminNavLink(page, fr.adminNav.statistics).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByRole('radio', { name: t.periods['30d'] }).isChecked()).toBe(true);
    await page.locator('[data-total="visits"]').waitFor();
    // The landing page's 3 and the private link page's 1.
    expect(await page.locator('[data-total="visits"]').textContent()).toBe('4');
    expect(await page.locator('[data-total="plays"]').textContent()).toBe('2');

    const films = page.locator('[data-stat-table="films"] tbody tr');
    const filmRow = (title: string) =>
      films
        .filter({ has: page.getByRole('rowheader', { name: title }) })
        .locator('td')
        .allTextContents();
    // Film page visits, Lectures, Regardé en entier; sorted by Lectures.
    expect(await filmRow(ON_LANDING)).toEqual(['0', '1', '1']);
    expect(await filmRow(ON_LINK)).toEqual(['0', '1', '0']);
    const firstTwo = await films.locator('th').allTextContents();
    expect(firstTwo.slice(0, 2).sort()).toEqual([ON_LINK, ON_LANDING].sort());

    const link = page.locator('[data-stat-table="links"] tbody').first();
    const cells = await link.locator('tr').first().locator('td').allTextContents();
    expect(cells.slice(0, 2)).toEqual(['1', '1']);
    expect(cells[2]).not.toBe(t.never);
    await link.getByText(t.filmsPlayed('Agence Lumen')).click();
    expect(await link.locator('li[data-link-film]').textContent()).toContain(ON_LINK);

    // The chart draws one bar per day of the period; the screen-reader table has the same days.
    expect(await page.locator('[data-visits-chart] rect').count()).toBe(30);
    expect(await page.locator('figure table tbody tr').count()).toBe(30);

    await page.getByRole('radio', { name: t.periods['7d'] }).check({ force: true });
    await expect.poll(() => page.locator('[data-visits-chart] rect').count()).toBe(7);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^statistiques-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync((await file.path()) as string, 'utf8');
    expect(csv.startsWith(`\uFEFF${t.csvHeader.join(',')}\r\n`)).toBe(true);
    expect(csv).toContain(`${today},Page,/,,3,0,0`);
    expect(csv).toContain(`${today},Film,${ON_LANDING},,0,1,1`);
    expect(csv).toContain(`${today},Film,${ON_LINK},Agence Lumen,0,1,0`);

    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a YouTube film counts Regardé en entier when its player reports 90 % through its message API', async () => {
    const visitor = visitors[2];
    if (!visitor) throw new Error('no visitor');
    const { page, context } = visitor;
    // YouTube's player as far as the page sees it: it answers the page's "listening" with its
    // duration, then reports its time. Registered after the guard, so it answers first.
    await context.route(`${YOUTUBE_EMBED_HOST}/embed/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: FAKE_YOUTUBE_PLAYER }),
    );
    const videos = await adminApi<Video[]>('GET', '/api/admin/videos');
    const film = videos.find((video) => video.title === ON_YOUTUBE);
    if (!film) throw new Error(`demo content lacks ${ON_YOUTUBE}`);
    const { played, completed } = await playOnLanding(page, ON_YOUTUBE);
    expect((await played).status()).toBe(204);
    expect((await completed).status()).toBe(204);
    expect(await counts()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'film', item: film.id, plays: 1, completes: 1 }),
      ]),
    );
  });
});
