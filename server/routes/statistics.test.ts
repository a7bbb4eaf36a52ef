import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileBody } from '../../tests/support/checks/hostile-values.ts';
import type { AdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { signedInAdminPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { CROSS_SITE, call } from '../../tests/support/harness/call.ts';
import { rawRequest } from '../../tests/support/harness/raw-http.ts';
import { BEACON_MAX_EVENTS, CLIENT_DAILY_SHARE } from './statistics.ts';

const UA = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;

let server: AdminTestServer;
let cookie: string;
signedInAdminPerTest((admin) => {
  ({ server, cookie } = admin);
});

/** A beacon as navigator.sendBeacon sends a string: text/plain. */
const beacon = (event: unknown, headers: Record<string, string> = {}, ua = UA(1)) =>
  call(server.url, '/api/stats', {
    method: 'POST',
    body: typeof event === 'string' ? event : JSON.stringify(event),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': ua, ...headers },
  });

/** A beacon from another loopback address: another client (Linux routes all of 127/8 to lo). */
const beaconFrom = async (localAddress: string, event: unknown, ua = UA(1)) =>
  (
    await rawRequest(server.url, {
      method: 'POST',
      path: '/api/stats',
      body: JSON.stringify(event),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': ua },
      localAddress,
    })
  ).status;

const total = (field: 'visits' | 'plays' | 'completes') =>
  server.store.statistics.counts().reduce((sum, row) => sum + row[field], 0);

function film(title: string, visible = true) {
  const video = server.store.videos.create({
    title,
    url: `/media/00000000-0000-4000-8000-00000000000${title.length % 10}.mp4`,
    video_type: 'direct',
  });
  if (!visible) server.store.videos.setVisible(video.id, false);
  return video;
}

describe('POST /api/stats', () => {
  it('counts each visitor once per page and day: three browsers 3, the same one twice 1', async () => {
    for (const n of [1, 2, 3, 3, 3]) {
      expect((await beacon({ t: 'visit', p: '/' }, {}, UA(n))).status).toBe(204);
    }
    expect((await beacon({ t: 'visit', p: '/mentions-legales/' })).status).toBe(204);
    const rows = server.store.statistics.counts();
    expect(rows.find((row) => row.item === '/')?.visits).toBe(3);
    expect(rows.find((row) => row.item === '/mentions-legales')?.visits).toBe(1);
  });

  it('counts a film page visit on the film, and plays and full watches of a visible film', async () => {
    const shown = film('Aube');
    expect((await beacon({ t: 'visit', p: `/films/${shown.slug}/` })).status).toBe(204);
    expect((await beacon({ t: 'play', p: '/', f: shown.id })).status).toBe(204);
    expect((await beacon({ t: 'complete', p: `/films/${shown.slug}`, f: shown.id })).status).toBe(
      204,
    );
    expect(server.store.statistics.counts()).toMatchObject([
      { kind: 'film', item: shown.id, link: '', visits: 1, plays: 1, completes: 1 },
    ]);
  });

  it('refuses with 400 and stores nothing: unknown type, page, film, link, hidden film, big body', async () => {
    const hidden = film('Cachée', false);
    const shown = film('Vue');
    const link = await call(server.url, '/api/admin/links', {
      method: 'POST',
      cookie,
      json: { name: 'Lumen', video_ids: [hidden.id] },
    }).then((r) => r.json() as Promise<{ token: string }>);
    for (const event of [
      { t: 'click', p: '/' },
      { t: 'visit', p: '/admin/dashboard' },
      { t: 'visit', p: '/films/inconnu/' },
      { t: 'visit', p: '/categories/inconnue/' },
      { t: 'visit', p: `/p/${'x'.repeat(43)}` },
      { t: 'play', p: '/', f: 'no-such-film' },
      { t: 'play', p: '/', f: hidden.id },
      // A film page plays its own film only; a link plays its own films only.
      { t: 'play', p: `/films/${hidden.slug}`, f: shown.id },
      { t: 'play', p: `/p/${link.token}`, f: shown.id },
      { t: 'visit', p: '/', pad: 'x'.repeat(2000) },
      'not json',
    ]) {
      expect((await beacon(event)).status, JSON.stringify(event).slice(0, 80)).toBe(400);
    }
    expect(server.store.statistics.counts()).toEqual([]);
    expect(server.store.db.prepare('SELECT COUNT(*) AS n FROM statistics_seen').get()?.n).toBe(0);
  });

  it('answers hostile bodies with 400 JSON, never a 500, and stores nothing', async () => {
    let client = 0;
    const details = await fc.check(
      fc.asyncProperty(hostileBody(['t', 'p', 'f']), async (body) => {
        client += 1;
        // A fresh client each time: the per-client limit is not what is tested here.
        const answer = await rawRequest(server.url, {
          method: 'POST',
          path: '/api/stats',
          body,
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA(client) },
        });
        if (answer.status === 204) return true;
        return answer.status === 400 && JSON.parse(answer.text).error === 'bad_request';
      }),
      { numRuns: 60 },
    );
    // The counterexample may be a 200 KB string: only its length is worth printing.
    expect(
      details.failed,
      `failed on a body of ${String(details.counterexample?.[0]).length} characters`,
    ).toBe(false);
    expect(server.store.statistics.counts()).toEqual([]);
  });

  it('takes only beacon content types, from this site only', async () => {
    const form = await call(server.url, '/api/stats', {
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': UA(1) },
    });
    expect(form.status).toBe(415);
    expect((await beacon({ t: 'visit', p: '/' }, CROSS_SITE)).status).toBe(403);
    const json = await beacon({ t: 'visit', p: '/' }, { 'Content-Type': 'application/json' });
    expect(json.status).toBe(204);
    expect(total('visits')).toBe(1);
  });

  it('never counts DNT, Sec-GPC, robots, headless browsers or the signed-in owner', async () => {
    const headless = UA(1).replace('Chrome/', 'HeadlessChrome/');
    const answers = [
      await beacon({ t: 'visit', p: '/' }, { DNT: '1' }, UA(1)),
      await beacon({ t: 'visit', p: '/' }, { 'Sec-GPC': '1' }, UA(2)),
      await beacon({ t: 'visit', p: '/' }, {}, headless),
      await beacon({ t: 'visit', p: '/' }, {}, 'Googlebot/2.1 (+http://www.google.com/bot.html)'),
      await beacon({ t: 'visit', p: '/' }, { Cookie: cookie }, UA(3)),
    ];
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204, 204, 204]);
    expect(server.store.statistics.counts()).toEqual([]);
  });

  it('counts right under concurrency: 60 visitors at once give 60, one visitor 30 times gives 1', async () => {
    // 60 visitors: 60 addresses (one address is one client, whatever its user agent).
    const many = await Promise.all(
      Array.from({ length: 60 }, (_, n) => beaconFrom(`127.0.1.${n + 1}`, { t: 'visit', p: '/' })),
    );
    expect(many.every((status) => status === 204)).toBe(true);
    const same = await Promise.all(
      Array.from({ length: 30 }, () => beacon({ t: 'visit', p: '/mentions-legales' }, {}, UA(7))),
    );
    expect(same.every((r) => r.status === 204)).toBe(true);
    const rows = server.store.statistics.counts();
    expect(rows.find((row) => row.item === '/')?.visits).toBe(60);
    expect(rows.find((row) => row.item === '/mentions-legales')?.visits).toBe(1);
  });

  it('answers 429 past the per-client limit', async () => {
    for (let n = 0; n < BEACON_MAX_EVENTS; n += 1) await beacon({ t: 'visit', p: '/' }, {}, UA(n));
    const refused = await beacon({ t: 'visit', p: '/' }, {}, UA(9999));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Accepted, but one address counts its share of an item's day only.
    expect(total('visits')).toBe(CLIENT_DAILY_SHARE);
  });
});

describe('private links', () => {
  it('counts the link page visit and its films played; the links page shows the same counts', async () => {
    const a = film('Aube');
    const b = film('Brume', false);
    const created = await call(server.url, '/api/admin/links', {
      method: 'POST',
      cookie,
      json: { name: 'Lumen', video_ids: [a.id, b.id] },
    });
    const link = (await created.json()) as { id: string; token: string };
    for (const n of [1, 2]) await beacon({ t: 'visit', p: `/p/${link.token}` }, {}, UA(n));
    // A hidden film plays on the link that holds it.
    expect((await beacon({ t: 'play', p: `/p/${link.token}`, f: b.id })).status).toBe(204);
    expect(server.store.statistics.counts()).toMatchObject([
      { kind: 'film', item: b.id, link: link.id, plays: 1 },
      { kind: 'link', item: link.id, link: '', visits: 2 },
    ]);
    const listed = await call(server.url, '/api/admin/links', { cookie });
    const [row] = (await listed.json()) as Array<{ views: number; last_visit_at: string }>;
    expect(row?.views).toBe(2);
    expect(row?.last_visit_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('GET /api/admin/statistics', () => {
  it('answers the daily counts of a range to the administrator only', async () => {
    await beacon({ t: 'visit', p: '/' });
    const today = new Date().toISOString().slice(0, 10);
    const path = `/api/admin/statistics?from=2026-01-01&to=${today}`;
    expect((await call(server.url, path)).status).toBe(401);
    const answer = await call(server.url, path, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({
      counts: [{ day: today, kind: 'page', item: '/', visits: 1 }],
    });
    for (const query of ['', '?from=2026-02-30&to=2026-03-01', '?from=2026-03-02&to=2026-03-01']) {
      const bad = await call(server.url, `/api/admin/statistics${query}`, { cookie });
      expect(bad.status, query).toBe(400);
    }
    const tooLong = await call(server.url, '/api/admin/statistics?from=2024-01-01&to=2026-01-01', {
      cookie,
    });
    expect(tooLong.status).toBe(400);
  });
});

// Issue 34, point 3: a password link's token is not its access.
describe("a private link's events", () => {
  it('count only with the access the password gives, at the link page address', async () => {
    const hidden = film('Secrète', false);
    const link = await call(server.url, '/api/admin/links', {
      method: 'POST',
      cookie,
      json: { name: 'Projection', video_ids: [hidden.id], password: 'mot de passe long' },
    }).then((r) => r.json() as Promise<{ token: string }>);
    const page = `/p/${link.token}`;
    const events = [
      { t: 'visit', p: page },
      { t: 'play', p: page, f: hidden.id },
      { t: 'complete', p: page, f: hidden.id },
    ];
    const send = (path: string, event: unknown, access = '') =>
      call(server.url, path, {
        method: 'POST',
        body: JSON.stringify(event),
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          'User-Agent': UA(7),
          'Sec-Fetch-Site': 'same-origin',
          ...(access ? { Cookie: access } : {}),
        },
      });
    // The token without the password: refused everywhere, nothing stored.
    for (const event of events) {
      expect((await send('/api/stats', event)).status).toBe(400);
      expect((await send(`${page}/stats`, event)).status).toBe(400);
    }
    expect(server.store.statistics.counts()).toEqual([]);

    // The password entered: the link's page beacons with its access cookie.
    const form = await fetch(`${server.url}${page}`, {
      method: 'POST',
      body: 'password=mot+de+passe+long',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
      },
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    const access = (form.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect(access).toMatch(/^filmfolio_link_access=/);
    for (const event of events)
      expect((await send(`${page}/stats`, event, access)).status).toBe(204);
    expect(total('visits') + total('plays') + total('completes')).toBe(3);
  });
});

// Issue 34, point 2: one client cannot skew an item's figures, and a flood is never unseen.
describe('what one client can add', () => {
  it('a handful per item and day, whatever user agents it sends; others still count', async () => {
    const shown = film('Aube');
    // One address, a new user agent on every beacon: 120 plays were counted before.
    for (let n = 0; n < 40; n += 1) {
      expect(await beaconFrom('127.0.2.1', { t: 'play', p: '/', f: shown.id }, UA(n))).toBe(204);
    }
    expect(total('plays')).toBe(CLIENT_DAILY_SHARE);
    // The day is marked: some events were not counted.
    expect(server.store.statistics.counts()).toMatchObject([
      { kind: 'film', item: shown.id, plays: CLIENT_DAILY_SHARE, limited: true },
    ]);
    // A real visitor from elsewhere is still counted.
    expect(await beaconFrom('127.0.2.2', { t: 'play', p: '/', f: shown.id })).toBe(204);
    expect(total('plays')).toBe(CLIENT_DAILY_SHARE + 1);
  });
});
