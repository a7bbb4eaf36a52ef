import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from '../../server/demo/catalogue.ts';
import { categoriesOf } from '../../src/lib/categories.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import {
  CARD_OPENER,
  CV_VIEWER,
  MUTE_TOGGLE,
  marked,
  PREVIEWS_PAUSE,
  VIDEO_ID,
} from '../../src/lib/page-markers.ts';
import { seriousViolations } from '../support/harness/axe.ts';
import { type BakedServer, startBakedServer } from '../support/harness/baked-server.ts';
import { type GuardedPage, launchBrowser, newPage } from '../support/harness/browser.ts';
import { brand, DEMO_CV_URL, demoSite as site } from '../support/harness/demo-site.ts';
import { layoutShifts, openLanding, scrollThrough } from '../support/harness/page.ts';

// The landing page as a visitor gets it from `npm start` with the demo content (built from the
// server's own data, as its rebuilds leave it): its texts, the static HTML, the legal
// notice, the 404, accessibility and layout stability.
let server: BakedServer;
let browser: Browser;
let tab: GuardedPage;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBakedServer(), launchBrowser()]);
  tab = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await tab.page.goto(`${server.url}/`, { waitUntil: 'load' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('landing page sections', () => {
  it('is French and titled', async () => {
    expect(await tab.page.getAttribute('html', 'lang')).toBe('fr');
    expect(await tab.page.title()).not.toBe('');
  });

  it('header: brand to /, in-page links and the admin link', async () => {
    const header = tab.page.locator('header').first();
    // The owner's name is the brand (issue 30); the footer keeps FilmFolio.
    const home = header.getByRole('link', { name: site.name, exact: true }).first();
    expect(await home.getAttribute('href')).toBe('/');
    for (const [label, anchor] of [
      [fr.site.nav.portfolio, '#portfolio'],
      [fr.site.nav.about, '#about'],
      [fr.site.nav.contact, '#contact'],
    ] as const) {
      const href = await header
        .getByRole('link', { name: label, exact: true })
        .first()
        .getAttribute('href');
      expect(href?.endsWith(anchor)).toBe(true);
    }
    const admin = tab.page.getByRole('link', { name: fr.site.adminLink, exact: true });
    expect(await admin.first().getAttribute('href')).toMatch(/^\/admin\/?$/);
  });

  it('has the anchors #portfolio, #cv, #about and #contact', async () => {
    for (const id of ['portfolio', 'cv', 'about', 'contact']) {
      expect(await tab.page.locator(`[id="${id}"]`).count()).toBe(1);
    }
  });

  it('hero: name, Chef Opérateur and Me contacter to #contact', async () => {
    await expect.poll(() => tab.page.getByText(site.name).first().isVisible()).toBe(true);
    expect(await tab.page.getByText(site.title, { exact: true }).first().isVisible()).toBe(true);
    const contactMe = tab.page.getByRole('link', { name: fr.site.contactMe });
    expect(await contactMe.getAttribute('href')).toMatch(/#contact$/);
    await contactMe.click();
    await expect.poll(() => new URL(tab.page.url()).hash).toBe('#contact');
    await tab.page.evaluate(() => window.scrollTo(0, 0));
  });

  it('CV section: Curriculum Vitae and Télécharger the PDF', async () => {
    const cv = tab.page.locator('#cv');
    expect(await cv.getByRole('heading', { name: fr.cv.title }).count()).toBe(1);
    const download = cv.getByRole('link', { name: fr.cv.download });
    expect(await download.getAttribute('href')).toBe(DEMO_CV_URL);
    const pdf = await tab.page.request.get(`${server.url}${DEMO_CV_URL}`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('contact section: texts, card and form fields', async () => {
    const contact = tab.page.locator('#contact');
    expect(await contact.getByRole('heading', { name: fr.contact.heading }).count()).toBe(1);
    const text = await contact.textContent();
    for (const expected of [fr.contact.intro, site.email, site.phone, site.location]) {
      expect(text).toContain(expected);
    }
    // The info card pairs each label with its value, availability included.
    const card = await contact
      .locator('dl dt')
      .evaluateAll((terms) =>
        terms.map((dt) => [dt.textContent?.trim(), dt.nextElementSibling?.textContent?.trim()]),
      );
    expect(card).toEqual([
      [fr.contact.emailLabel, site.email],
      [fr.contact.phoneLabel, site.phone],
      [fr.contact.locationLabel, site.location],
      [fr.contact.availabilityLabel, site.availability],
    ]);
    expect(await contact.getByText(site.availability, { exact: true }).isVisible()).toBe(true);
    expect(await contact.getByLabel(fr.contact.name, { exact: true }).count()).toBe(1);
    expect(await contact.getByLabel(fr.contact.email, { exact: true }).getAttribute('type')).toBe(
      'email',
    );
    expect(await contact.getByLabel(fr.contact.message, { exact: true }).count()).toBe(1);
    expect(await contact.getByRole('button', { name: fr.contact.send }).count()).toBe(1);
  });

  it('stacks header, hero, Portfolio, CV, À propos, Contact, the Admin link and the footer in that order', async () => {
    const order = await tab.page.evaluate(
      ({ name, admin }) => {
        // At the top, the sticky header sits in its place in the flow. Instant: the page scrolls
        // smoothly, and rects read during an earlier test's scroll would overlap the header.
        window.scrollTo({ top: 0, behavior: 'instant' });
        const hero = [...document.querySelectorAll('h1')]
          .find((h1) => h1.textContent?.trim() === name)
          ?.closest('section');
        const portfolioSection = document.getElementById('portfolio');
        const portfolioHeading = portfolioSection?.querySelector('h2')?.textContent?.trim();
        const adminLink = [...document.querySelectorAll('a[href="/admin"]')].find(
          (a) => a.textContent?.trim() === admin,
        );
        const footers = document.querySelectorAll('footer');
        const parts: [string, Element | null | undefined][] = [
          ['header', document.querySelector('header')],
          ['hero', hero],
          ['#portfolio', portfolioSection],
          ['#cv', document.getElementById('cv')],
          ['#about', document.getElementById('about')],
          ['#contact', document.getElementById('contact')],
          ['admin', adminLink],
          ['footer', footers[footers.length - 1]],
        ];
        const missing = parts.filter(([, el]) => !el).map(([label]) => label);
        const present = parts.flatMap(([label, el]) => (el ? [{ label, el }] : []));
        // Each part comes after the previous one in the document, outside it, and lower on screen.
        const misplaced = present.slice(1).flatMap(({ label, el }, i) => {
          const previous = present[i]?.el as Element;
          const after =
            previous.compareDocumentPosition(el) === Node.DOCUMENT_POSITION_FOLLOWING &&
            !previous.contains(el);
          const below =
            el.getBoundingClientRect().top >= previous.getBoundingClientRect().bottom - 1;
          return after && below ? [] : [label];
        });
        return { missing, misplaced, portfolioHeading };
      },
      { name: site.name, admin: fr.site.adminLink },
    );
    expect(order).toEqual({ missing: [], misplaced: [], portfolioHeading: fr.site.nav.portfolio });
  });

  it('footer: FilmFolio, the current year and Mentions légales to a real page', async () => {
    const footer = tab.page.locator('footer').last();
    const text = await footer.textContent();
    expect(text).toContain(brand);
    expect(text).toContain(String(new Date().getFullYear()));
    const href = await footer.getByRole('link', { name: fr.footer.legal }).getAttribute('href');
    expect(href).toMatch(/^\/mentions-legales\/?$/);
    const legal = await newPage(browser);
    const response = await legal.page.goto(`${server.url}${href}`);
    expect(response?.status()).toBe(200);
    expect(await legal.page.getByRole('heading', { name: fr.legal.title }).count()).toBeGreaterThan(
      0,
    );
    expect(await legal.page.locator('body').textContent()).toContain(site.legal_publisher);
    await legal.close();
  });
});

describe('header behaviour', () => {
  it('highlights the link of the section being read', async () => {
    const reader = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await reader.page.goto(`${server.url}/`, { waitUntil: 'load' });
    const nav = reader.page.locator('header').first();
    const current = (label: string) =>
      nav.getByRole('link', { name: label, exact: true }).first().getAttribute('aria-current');
    // Scrolling is smooth (global.css): on a busy machine it may take more than a second.
    await reader.page.locator('#contact').scrollIntoViewIfNeeded();
    await expect.poll(() => current(fr.site.nav.contact), { timeout: 5_000 }).not.toBeNull();
    expect(await current(fr.site.nav.portfolio)).toBeNull();
    await reader.page.locator('#portfolio').evaluate((el) => el.scrollIntoView());
    await expect.poll(() => current(fr.site.nav.portfolio), { timeout: 5_000 }).not.toBeNull();
    expect(await current(fr.site.nav.contact)).toBeNull();
    await reader.close();
  });

  it("admin pages show the ghost button 'Voir le site' to /", async () => {
    const admin = await newPage(browser);
    await admin.page.goto(`${server.url}/admin`);
    const back = admin.page.getByRole('link', { name: fr.site.viewSite });
    expect(await back.first().getAttribute('href')).toBe('/');
    await admin.close();
  });
});

describe('keyboard', () => {
  it("the first Tab shows 'Aller au contenu'; Enter skips the header to the main content", async () => {
    const reader = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await reader.page.goto(`${server.url}/`, { waitUntil: 'load' });
    const skip = reader.page.getByRole('link', { name: fr.site.skipToContent });
    expect(await skip.getAttribute('href')).toBe('#main');
    // Clipped out of sight until focused, then shown in full at the top left.
    const clipping = () =>
      skip.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.clip !== 'auto' || style.clipPath !== 'none';
      });
    expect(await clipping()).toBe(true);

    await reader.page.keyboard.press('Tab');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await clipping()).toBe(false);
    const shown = await skip.boundingBox();
    expect(shown?.width ?? 0).toBeGreaterThan(40);
    expect(shown?.height ?? 0).toBeGreaterThan(10);
    expect(shown?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(await skip.isVisible()).toBe(true);

    await reader.page.keyboard.press('Enter');
    await expect.poll(() => new URL(reader.page.url()).hash).toBe('#main');
    // main itself takes focus (tabindex -1), so a screen reader continues from there.
    expect(await reader.page.evaluate(() => document.activeElement?.id)).toBe('main');
    // Focus now starts in main: the next Tab reaches main's first control, not the header's links.
    await reader.page.keyboard.press('Tab');
    const next = await reader.page.evaluate(() => {
      const active = document.activeElement;
      return {
        inMain: active?.closest('main')?.id === 'main',
        inHeader: active?.closest('header') !== null,
        text: active?.textContent?.trim(),
      };
    });
    expect(next).toEqual({ inMain: true, inHeader: false, text: fr.site.contactMe });
    await reader.close();
  });
});

/** The media box of each card (its first child: thumbnail, player and controls on top of it). */
function mediaBoxes(page: Page) {
  return page.locator('#portfolio article').evaluateAll((cards) =>
    cards.map((card) => {
      const box = (card.firstElementChild as Element).getBoundingClientRect();
      return {
        title: card.querySelector('h3')?.textContent ?? '',
        width: box.width,
        height: box.height,
      };
    }),
  );
}

const cardOf = (page: Page, title: string) =>
  page.locator('#portfolio article').filter({ has: page.getByRole('heading', { name: title }) });

describe('previews', () => {
  it.each([1280, 390])('are 16:9 at %i px wide', async (width) => {
    const viewer = await newPage(browser, { viewport: { width, height: 800 } });
    await openLanding(viewer.page, server.url);
    const boxes = await mediaBoxes(viewer.page);
    expect(boxes.map((box) => box.title)).toEqual(DEMO_VIDEOS.map((v) => v.title));
    for (const box of boxes) {
      expect(box.width, box.title).toBeGreaterThan(100);
      expect(Math.abs(box.height - (box.width * 9) / 16), box.title).toBeLessThanOrEqual(1);
    }
    await viewer.close();
  });

  it('a direct file that plays hides its play icon', async () => {
    const film = DEMO_VIDEOS.find((v) => v.video_type === 'direct');
    if (!film) throw new Error('demo content has no direct video');
    const viewer = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await openLanding(viewer.page, server.url);
    const card = cardOf(viewer.page, film.title);
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.locator('video').evaluate((v: HTMLVideoElement) => !v.paused), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => card.getByTestId('play-icon').count(), { timeout: 15_000 }).toBe(0);
    const state = await card
      .locator('video')
      .evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop }));
    expect(state).toEqual({ muted: true, loop: true });
    await viewer.close();
  });

  it('a direct file that fails to load is logged and shows /placeholder.svg, in the card and the dialog', async () => {
    const film = DEMO_VIDEOS.find((v) => v.video_type === 'direct');
    if (!film) throw new Error('demo content has no direct video');
    const viewer = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    const warnings: string[] = [];
    viewer.page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // Every uploaded film answers 404; posters and the rest of the page load as usual.
    await viewer.page.route('**/media/**', (route) =>
      /\.(mp4|webm|mov)(\?|$)/.test(route.request().url())
        ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'absent' })
        : route.fallback(),
    );
    await openLanding(viewer.page, server.url);
    const card = cardOf(viewer.page, film.title);
    await card.scrollIntoViewIfNeeded();
    const preview = card.locator('video');
    await expect
      .poll(() => preview.getAttribute('poster'), { timeout: 15_000 })
      .toBe('/placeholder.svg');
    expect(warnings.some((text) => text.includes('preview video failed to load'))).toBe(true);
    // Nothing was played, so the thumbnail's play icon stays; no error text for the visitor.
    expect(await card.getByTestId('play-icon').count()).toBe(1);
    expect(await card.getByRole('alert').count()).toBe(0);

    await card.getByRole('button', { name: `${fr.portfolio.play} : ${film.title}` }).click();
    const dialogVideo = viewer.page.locator('dialog[open] video');
    await dialogVideo.waitFor();
    await expect
      .poll(() => dialogVideo.evaluate((v: HTMLVideoElement) => new URL(v.poster).pathname), {
        timeout: 15_000,
      })
      .toBe('/placeholder.svg');
    expect(warnings.some((text) => text.includes('dialog video failed to load'))).toBe(true);
    await viewer.close();
  });
});

describe('static first', () => {
  it('the HTML lists every demo video in order with JavaScript disabled', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    await page.goto(`${server.url}/`);
    // textContent: the cards below the screen are not rendered yet (content-visibility), so their
    // innerText is empty while the HTML holds them all.
    const titles = await page.locator('#portfolio h3').allTextContents();
    expect(titles).toEqual(DEMO_VIDEOS.map((v) => v.title));
    // The demo films carry categories: the filter row names each, in portfolio order.
    const filter = page.getByRole('navigation', { name: fr.categories.label });
    expect(await filter.count()).toBe(1);
    const names = categoriesOf(
      DEMO_VIDEOS.map((v) => ({ category: v.credits.category ?? null })),
    ).map((c) => c.name);
    for (const name of names) expect(await filter.getByText(name).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('without JavaScript hides the controls only a script works, and keeps the links', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    await page.goto(`${server.url}/`);
    const hidden = {
      sound: page.locator(marked(MUTE_TOGGLE)),
      // By CSS: a role query skips hidden elements.
      opener: page.locator(`${marked(VIDEO_ID)} ${CARD_OPENER}`),
      pause: page.locator(marked(PREVIEWS_PAUSE)),
      cv: page.locator(marked(CV_VIEWER)),
    };
    for (const [what, locator] of Object.entries(hidden)) {
      // In the HTML, for the browsers that run scripts, but not drawn.
      expect(await locator.count(), what).toBeGreaterThan(0);
      for (const one of await locator.all()) expect(await one.isVisible(), what).toBe(false);
    }
    // Not even as empty room: the pause row and the CV box take no height.
    expect(
      await page.evaluate(
        (sel) => document.querySelector(sel)?.parentElement?.getBoundingClientRect().height,
        marked(PREVIEWS_PAUSE),
      ),
    ).toBe(0);
    const cv = page.locator('#cv');
    await cv.scrollIntoViewIfNeeded();
    await expect.poll(() => cv.getByRole('link', { name: fr.cv.download }).isVisible()).toBe(true);
    await expect.poll(() => cv.getByText(fr.cv.loading).isVisible()).toBe(false);
    const firstTitle = page.locator('#portfolio h3 a').first();
    expect(await firstTitle.isVisible()).toBe(true);
    // The contact form works without JavaScript (tests/e2e/contact-no-js.test.ts): it stays.
    const send = page.locator('#contact').getByRole('button', { name: fr.contact.send });
    await send.scrollIntoViewIfNeeded();
    await expect.poll(() => send.isVisible()).toBe(true);
    await context.close();
  });

  it('starts the grid only after the load event and the first contentful paint', async () => {
    const visitor = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await openLanding(visitor.page, server.url);
    const timing = await visitor.page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        load: navigation.loadEventStart,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/_astro/') && e.name.endsWith('.js'))
          .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
      };
    });
    // The header's, the portfolio's and the page's own script all came (the grid is running);
    // the page's own is named after the landing page's component both languages share.
    for (const name of ['Header.', 'PortfolioGrid.', 'LandingPage.', 'baked-grid.']) {
      expect(
        timing.scripts.some((s) => s.path.includes(`/${name}`)),
        name,
      ).toBe(true);
    }
    // The page's script files are fetched at low priority as it loads and wait for the load event
    // (after-load.ts); what starts the grid is requested only then, after the first paint.
    const grid = timing.scripts.filter((s) => s.path.includes('/baked-grid.'));
    const early = grid.filter((s) => !(s.start > timing.paint && s.start > timing.load));
    expect(early, `FCP ${timing.paint} ms, load ${timing.load} ms`).toEqual([]);
    await visitor.close();
  });
});

describe('404', () => {
  it('answers 404 with the product text and a link home', async () => {
    const missing = await newPage(browser);
    const response = await missing.page.goto(`${server.url}/cette-page-n-existe-pas`);
    expect(response?.status()).toBe(404);
    expect(await missing.page.getByText(fr.site.notFound).count()).toBeGreaterThan(0);
    // The page's own link, by its name inside main: the header's brand link also leads to /.
    const home = missing.page.getByRole('main').getByRole('link', { name: fr.site.notFoundHome });
    expect(await home.count()).toBe(1);
    expect(await home.isVisible()).toBe(true);
    expect(await home.getAttribute('href')).toBe('/');
    const [landing] = await Promise.all([missing.page.waitForNavigation(), home.click()]);
    expect(landing?.status()).toBe(200);
    expect(new URL(missing.page.url()).pathname).toBe('/');
    expect(await missing.page.locator('#portfolio').count()).toBe(1);
    await missing.close();
  });
});

describe('quality', () => {
  it('no layout shift while the landing page loads (CLS = 0)', async () => {
    const fresh = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    // Islands hydrate and images arrive by the time the network goes quiet.
    await fresh.page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(await layoutShifts(fresh.page)).toEqual([]);
    await fresh.close();
  });

  it.each(['/', '/mentions-legales', '/page-inconnue'])(
    'no serious or critical axe violation on %s',
    async (path) => {
      const checked = await newPage(browser, { viewport: { width: 1280, height: 800 } });
      await checked.page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await scrollThrough(checked.page);
      await checked.page.evaluate(() => window.scrollTo(0, 0));
      expect(await seriousViolations(checked.page)).toEqual([]);
      await checked.close();
    },
  );

  it('asks no host other than this server and the video players for anything', async () => {
    const visit = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await visit.page.goto(`${server.url}/`, { waitUntil: 'load' });
    await scrollThrough(visit.page);
    const allowed = [
      'www.youtube-nocookie.com',
      'player.vimeo.com',
      'i.ytimg.com',
      'i.vimeocdn.com',
    ];
    expect(visit.blockedHosts().filter((host) => !allowed.includes(host))).toEqual([]);
    await visit.close();
  });
});
