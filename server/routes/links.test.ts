import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emptySettings, TEXT_FIELDS } from '../../src/lib/site-settings.ts';
import type { Video } from '../../src/lib/video.ts';
import { CROSS_SITE, call } from '../../tests/support/harness/call.ts';
import { setCookieValue, signedInLinkServer } from '../../tests/support/harness/link-routes.ts';

const links = signedInLinkServer();

describe('private links: the visitor', () => {
  it('shows the films in order, never indexed, no referrer; counts a visit once per session', async () => {
    const a = await links.directVideo('Premier film');
    const b = await links.directVideo('Film sous embargo', true);
    const link = await links.createLink({
      video_ids: [b.video.id, a.video.id],
      message: 'Pour <Lumen>',
    });

    const fields = Object.fromEntries(TEXT_FIELDS.map((f) => [f, emptySettings()[f]]));
    links.server.store.settings.save({ ...fields, name: 'Alex <Martin>', title: '' } as never);

    const first = await call(links.server.url, `/p/${link.token}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Robots-Tag')).toContain('noindex');
    expect(first.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const html = await first.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The owner's name and title come from the stored settings, escaped.
    expect(html).toContain('Alex &#60;Martin&#62;');
    expect(html).toContain('Chef Opérateur');
    expect(html).toContain('Pour &#60;Lumen&#62;');
    const json = /<script type="application\/json" data-link-videos>([^<]*)<\/script>/.exec(html);
    const films = JSON.parse(json?.[1] ?? 'null') as Video[];
    expect(films.map((v) => v.title)).toEqual(['Film sous embargo', 'Premier film']);
    // Their files are reached through the link, never at /media/.
    expect(films.map((v) => v.url)).toEqual([
      `/p/${link.token}/media/${b.name}`,
      `/p/${link.token}/media/${a.name}`,
    ]);
    const seen = setCookieValue(first, 'filmfolio_link_seen');
    expect(seen).toBeDefined();
    expect(first.headers.getSetCookie()[0]).toContain(`Path=/p/${link.token}`);

    await call(links.server.url, `/p/${link.token}`, { cookie: seen as string });
    expect(links.server.store.links.get(link.id)).toMatchObject({ views: 1 });
    expect(links.server.store.links.get(link.id)?.last_visit_at).toMatch(/^\d{4}-/);
    // Another browser (no marker, another User-Agent) is another view.
    await call(links.server.url, `/p/${link.token}`, { headers: { 'User-Agent': 'Autre/1.0' } });
    expect(links.server.store.links.get(link.id)).toMatchObject({ views: 2 });
  });

  it('an edit that only reorders the films shows them in the new order', async () => {
    const [a, b, c] = [
      await links.directVideo('Un'),
      await links.directVideo('Deux'),
      await links.directVideo('Trois'),
    ];
    const link = await links.createLink({ video_ids: [a.video.id, b.video.id, c.video.id] });
    const edited = await links.admin('PUT', `/api/admin/links/${link.id}`, {
      name: 'Agence Lumen',
      video_ids: [c.video.id, a.video.id, b.video.id],
    });
    expect(edited.status).toBe(200);
    const html = await (await call(links.server.url, `/p/${link.token}`)).text();
    const json = /<script type="application\/json" data-link-videos>([^<]*)<\/script>/.exec(html);
    const films = JSON.parse(json?.[1] ?? 'null') as Video[];
    expect(films.map((v) => v.title)).toEqual(['Trois', 'Un', 'Deux']);
  });

  it('token guessing: unknown, malformed, disabled, expired and deleted give one same 404', async () => {
    const a = await links.directVideo('A');
    const disabled = await links.createLink({ video_ids: [a.video.id] });
    await links.admin('PATCH', `/api/admin/links/${disabled.id}`, { disabled: true });
    const expired = await links.createLink({ video_ids: [a.video.id], expires_on: '2000-01-01' });
    const deleted = await links.createLink({ video_ids: [a.video.id] });
    await links.admin('DELETE', `/api/admin/links/${deleted.id}`);
    const live = await links.createLink({ video_ids: [a.video.id] });
    const nearMiss = `${live.token.slice(0, -1)}${live.token.endsWith('A') ? 'B' : 'A'}`;

    const tokens = [
      randomBytes(32).toString('base64url'),
      'short',
      nearMiss,
      disabled.token,
      expired.token,
      deleted.token,
    ];
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const response = await call(links.server.url, `/p/${token}`);
        return {
          status: response.status,
          body: await response.text(),
          cookies: response.headers.getSetCookie(),
          robots: response.headers.get('X-Robots-Tag'),
        };
      }),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(404);
    expect(answers[0]?.cookies).toEqual([]);
    expect((await call(links.server.url, `/p/${live.token}`)).status).toBe(200);
    // The frame the build writes is not a page of its own.
    expect((await call(links.server.url, '/lien-prive/')).status).toBe(404);
  });

  it('a password link: wrong password 401, then 429 after repeated failures', async () => {
    const a = await links.directVideo('A');
    const link = await links.createLink({ video_ids: [a.video.id], password: 'bon-mot-de-passe' });
    const gate = await call(links.server.url, `/p/${link.token}`);
    expect(gate.status).toBe(200);
    expect(await gate.text()).not.toContain('data-film=');
    expect(links.server.store.links.get(link.id)).toMatchObject({ views: 0 });

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await links.enter(link.token, 'mauvais')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const throttled = await links.enter(link.token, 'mauvais');
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await throttled.text()).toMatch(/data-too-many(?! hidden)/);
    const foreign = await fetch(`${links.server.url}/p/${link.token}`, {
      method: 'POST',
      body: new URLSearchParams({ password: 'bon-mot-de-passe' }),
      headers: CROSS_SITE,
      redirect: 'manual',
    });
    expect(foreign.status).toBe(403);
    // Throttled: even the right password waits.
    expect((await links.enter(link.token, 'bon-mot-de-passe')).status).toBe(429);
  });

  it('the right password sets a cookie for this link only; another link stays closed', async () => {
    const hidden = await links.directVideo('Caché', true);
    const one = await links.createLink({
      video_ids: [hidden.video.id],
      password: 'premier-secret',
    });
    const two = await links.createLink({ video_ids: [hidden.video.id], password: 'second-secret' });
    const ok = await links.enter(one.token, 'premier-secret');
    expect(ok.status).toBe(303);
    const access = setCookieValue(ok, 'filmfolio_link_access') as string;
    expect(ok.headers.getSetCookie()[0]).toMatch(new RegExp(`Path=/p/${one.token};.*HttpOnly`));

    const page = await call(links.server.url, `/p/${one.token}`, { cookie: access });
    expect(await page.text()).toContain('Caché');
    const file = await call(links.server.url, `/p/${one.token}/media/${hidden.name}`, {
      cookie: access,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('Cache-Control')).toBe('private, no-store');

    // The same cookie sent to the other link's page and files opens nothing.
    const other = await call(links.server.url, `/p/${two.token}`, { cookie: access });
    expect(await other.text()).not.toContain('data-film=');
    const otherFile = await call(links.server.url, `/p/${two.token}/media/${hidden.name}`, {
      cookie: access,
    });
    expect(otherFile.status).toBe(404);

    // A new password ends the access given with the old one.
    await links.admin('PUT', `/api/admin/links/${one.id}`, {
      name: 'Agence Lumen',
      video_ids: [hidden.video.id],
      password: 'nouveau-secret',
    });
    const after = await call(links.server.url, `/p/${one.token}/media/${hidden.name}`, {
      cookie: access,
    });
    expect(after.status).toBe(404);
  });

  it("a hidden video's file: refused without session or link, served to the admin and the link", async () => {
    const hidden = await links.directVideo('Caché', true);
    const shown = await links.directVideo('Public');
    const link = await links.createLink({ video_ids: [shown.video.id] });

    expect((await call(links.server.url, `/media/${hidden.name}`)).status).toBe(404);
    expect((await call(links.server.url, `/media/${shown.name}`)).status).toBe(200);
    const asAdmin = await call(links.server.url, `/media/${hidden.name}`, { cookie: links.cookie });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('Cache-Control')).toBe('private, no-store');
    // A link that does not contain the hidden film does not reach its file.
    expect((await call(links.server.url, `/p/${link.token}/media/${hidden.name}`)).status).toBe(
      404,
    );
    await links.admin('PUT', `/api/admin/links/${link.id}`, {
      name: 'Agence Lumen',
      video_ids: [shown.video.id, hidden.video.id],
    });
    expect((await call(links.server.url, `/p/${link.token}/media/${hidden.name}`)).status).toBe(
      200,
    );
    await links.admin('PATCH', `/api/admin/links/${link.id}`, { disabled: true });
    expect((await call(links.server.url, `/p/${link.token}/media/${hidden.name}`)).status).toBe(
      404,
    );
  });
});

describe('private links: one answer for every failure', () => {
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1] ?? 0;

  async function timeOf(path: string): Promise<number> {
    const started = performance.now();
    const response = await call(links.server.url, path);
    await response.arrayBuffer();
    expect(response.status).toBe(404);
    return performance.now() - started;
  }

  it('unknown, disabled, expired and deleted links take about as long (no password work)', async () => {
    const a = await links.directVideo('A');
    const secret = { password: 'un-long-mot-de-passe' };
    const disabled = await links.createLink({ video_ids: [a.video.id], ...secret });
    await links.admin('PATCH', `/api/admin/links/${disabled.id}`, { disabled: true });
    const expired = await links.createLink({
      video_ids: [a.video.id],
      expires_on: '2000-01-01',
      ...secret,
    });
    const deleted = await links.createLink({ video_ids: [a.video.id], ...secret });
    await links.admin('DELETE', `/api/admin/links/${deleted.id}`);
    const paths = [
      `/p/${randomBytes(32).toString('base64url')}`,
      `/p/${disabled.token}`,
      `/p/${expired.token}`,
      `/p/${deleted.token}`,
    ];
    const times = new Map<string, number[]>(paths.map((path) => [path, []]));
    // Interleaved, so the machine's load falls on every kind alike.
    for (let round = 0; round < 25; round += 1) {
      for (const path of paths) times.get(path)?.push(await timeOf(path));
    }
    const medians = [...times.values()].map(median);
    // A generous margin: a password hash alone (argon2id, 19 MiB) costs far more than this.
    expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(15);
  });
});
