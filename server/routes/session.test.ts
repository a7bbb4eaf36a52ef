import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { CROSS_SITE, call } from '../../tests/support/harness/call.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/cookie.ts';

let server: AdminTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signIn = (
  s: AdminTestServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) => call(s.url, '/api/session', { method: 'POST', json: { email, password }, headers });

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie, and the session answers', async () => {
    server = await startAdminTestServer();
    const response = await signIn(server, ' Admin@Example.com ', ADMIN_PASSWORD);
    expect(response.status).toBe(204);
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const session = await call(server.url, '/api/session', { cookie: cookie.split(';')[0] ?? '' });
    expect(await session.json()).toEqual({ authenticated: true, email: ADMIN_EMAIL });
    expect(await (await call(server.url, '/api/session')).json()).toEqual({ authenticated: false });
  });

  it('stores only a hash of the token', async () => {
    server = await startAdminTestServer();
    const cookie = await server.signIn();
    const token = cookie.split('=')[1] ?? '';
    const rows = server.store.db.prepare('SELECT token_hash FROM sessions').all();
    expect(rows).toHaveLength(1);
    expect(String(rows[0]?.token_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(String(rows[0]?.token_hash)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown email alike (401 invalid_credentials)', async () => {
    server = await startAdminTestServer();
    for (const [email, password] of [
      [ADMIN_EMAIL, 'wrong password here'],
      ['nobody@example.com', ADMIN_PASSWORD],
    ] as const) {
      const response = await signIn(server, email, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'invalid_credentials' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('spends argon2 time on an unknown email too', async () => {
    const s = await startAdminTestServer({ throttle: { maxFailures: 1000, windowMs: 60_000 } });
    server = s;
    const time = async (email: string) => {
      const started = performance.now();
      expect((await signIn(s, email, 'wrong password here')).status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const wrong: number[] = [];
    const unknown: number[] = [];
    await time('warm-up@example.com');
    for (let i = 0; i < 7; i += 1) {
      wrong.push(await time(ADMIN_EMAIL));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    // Both run one argon2id (tens of ms); a skipped hash would answer in about 1 ms.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('throttles after 5 failures per email with 429 and Retry-After, even for the right password', async () => {
    server = await startAdminTestServer();
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(server, ADMIN_EMAIL, `wrong password ${i}`)).status).toBe(401);
    const blocked = await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'too_many_requests' });
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(800);
  });

  it('throttles per client address across emails (20 failures)', async () => {
    server = await startAdminTestServer();
    for (let i = 0; i < 20; i += 1)
      expect((await signIn(server, `guess${i}@example.com`, 'wrong password')).status).toBe(401);
    expect((await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(429);
  });

  it("keeps a blocked client blocked while other clients' failures fill the table", async () => {
    const s = await startAdminTestServer({
      trustProxy: true,
      throttle: { maxFailures: 5, windowMs: 60_000, maxKeys: 20, slowDownMs: 1 },
    });
    server = s;
    const from = (address: string, email: string, password: string) =>
      signIn(s, email, password, { 'X-Forwarded-For': address });
    for (let i = 0; i < 5; i += 1) await from('192.0.2.1', ADMIN_EMAIL, 'wrong password here');
    expect((await from('192.0.2.1', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(429);
    // Far more distinct clients than the table holds, each with a failure of its own.
    for (let i = 0; i < 60; i += 1) {
      expect((await from(`198.51.100.${i}`, `other${i}@example.com`, 'wrong')).status).toBe(401);
    }
    expect((await from('192.0.2.1', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(429);
    expect((await from('192.0.2.2', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(204);
  });

  it('lets the throttle expire after its window', async () => {
    let now = Date.now();
    server = await startAdminTestServer({ now: () => now });
    for (let i = 0; i < 5; i += 1) await signIn(server, ADMIN_EMAIL, 'wrong password here');
    expect((await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(429);
    now += 15 * 60 * 1000 + 1;
    expect((await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(204);
  });

  it('refuses a sign-in posted from another site (403)', async () => {
    server = await startAdminTestServer();
    const response = await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD, CROSS_SITE);
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('uses Secure and the __Host- prefix behind a trusted https proxy only', async () => {
    server = await startAdminTestServer({ trustProxy: true });
    const https = await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD, {
      'X-Forwarded-Proto': 'https',
    });
    const cookie = https.headers.getSetCookie()[0] ?? '';
    expect(cookie.startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true);
    expect(cookie).toMatch(/; Secure/);
    const token = cookie.split(';')[0] ?? '';
    const seen = await call(server.url, '/api/session', {
      cookie: token,
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(await seen.json()).toMatchObject({ authenticated: true });
    await server.close();

    server = await startAdminTestServer({ trustProxy: false });
    const forged = await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD, {
      'X-Forwarded-Proto': 'https',
    });
    expect(forged.headers.getSetCookie()[0]?.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  });
});

describe('sessions', () => {
  it('logout invalidates the token on the server: the old cookie gets 401', async () => {
    server = await startAdminTestServer();
    const cookie = await server.signIn();
    expect((await call(server.url, '/api/messages', { cookie })).status).toBe(200);
    const out = await call(server.url, '/api/session', { method: 'DELETE', cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    const after = await call(server.url, '/api/messages', { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'unauthorized' });
  });

  it('a new sign-in starts a new session and drops the one it came with', async () => {
    server = await startAdminTestServer();
    const first = await server.signIn();
    const again = await call(server.url, '/api/session', {
      method: 'POST',
      cookie: first,
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const second = again.headers.getSetCookie()[0]?.split(';')[0];
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await call(server.url, '/api/messages', { cookie: first })).status).toBe(401);
    expect((await call(server.url, '/api/messages', { cookie: second ?? '' })).status).toBe(200);
  });

  it('expires after 2 hours idle', async () => {
    let now = Date.now();
    server = await startAdminTestServer({ now: () => now });
    const cookie = await server.signIn();
    now += 2 * 60 * 60 * 1000 - 60_000;
    expect((await call(server.url, '/api/messages', { cookie })).status).toBe(200);
    // That request renewed the idle clock: almost two more hours are fine.
    now += 2 * 60 * 60 * 1000 - 60_000;
    expect((await call(server.url, '/api/messages', { cookie })).status).toBe(200);
    now += 2 * 60 * 60 * 1000;
    expect((await call(server.url, '/api/messages', { cookie })).status).toBe(401);
    expect(server.store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()?.n).toBe(0);
  });

  it('expires 7 days after sign-in however busy', async () => {
    let now = Date.now();
    server = await startAdminTestServer({ now: () => now });
    const cookie = await server.signIn();
    for (let hour = 0; hour < 7 * 24 - 1; hour += 1) {
      now += 60 * 60 * 1000;
      expect((await call(server.url, '/api/session', { cookie })).status).toBe(200);
    }
    expect(await (await call(server.url, '/api/session', { cookie })).json()).toMatchObject({
      authenticated: true,
    });
    now += 60 * 60 * 1000;
    expect(await (await call(server.url, '/api/session', { cookie })).json()).toEqual({
      authenticated: false,
    });
  });

  it('purges expired sessions at the next sign-in', async () => {
    let now = Date.now();
    server = await startAdminTestServer({ now: () => now });
    await server.signIn();
    await server.signIn();
    now += 3 * 60 * 60 * 1000;
    await server.signIn();
    expect(server.store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()?.n).toBe(1);
  });
});
