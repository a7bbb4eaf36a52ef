import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { CROSS_SITE, call } from '../../tests/support/harness/call.ts';
import { SESSION_COOKIE } from '../auth/cookie.ts';

let server: AdminTestServer;
beforeEach(async () => {
  server = await startAdminTestServer({}, undefined, { noAccount: true });
  // The built page, as astro writes it (the test server serves a tiny site beside the data folder).
  const page = join(dirname(server.store.dataDir), 'site', 'admin', 'setup');
  mkdirSync(page, { recursive: true });
  writeFileSync(join(page, 'index.html'), '<!doctype html><h1>Créer le compte administrateur</h1>');
});
afterEach(async () => {
  await server.close();
});

const account = { email: 'Chef@Example.fr', password: 'un mot de passe solide' };
const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(server.url, '/api/setup', { method: 'POST', json: body, headers });
const admins = () => server.store.db.prepare('SELECT email FROM admins').all();

describe('first account from the browser', () => {
  it('creates the account with the token, signs in, then the route and the page are 404', async () => {
    expect((await call(server.url, '/api/setup')).status).toBe(200);
    const page = await call(server.url, '/admin/setup/');
    expect([page.status, await page.text()]).toEqual([
      200,
      '<!doctype html><h1>Créer le compte administrateur</h1>',
    ]);
    const token = server.setup.issue() ?? '';
    const created = await post({ token, ...account });
    expect(created.status).toBe(204);
    const cookie = created.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0];
    const session = await call(server.url, '/api/session', { cookie: cookie ?? '' });
    expect(await session.json()).toEqual({ authenticated: true, email: 'chef@example.fr' });
    expect(admins()).toEqual([{ email: 'chef@example.fr' }]);

    expect((await call(server.url, '/api/setup')).status).toBe(404);
    expect((await call(server.url, '/admin/setup/')).status).toBe(404);
    expect((await call(server.url, '/admin/setup')).status).toBe(404);
    const again = await post({ token: server.setup.issue() ?? 'x', ...account, email: 'b@b.fr' });
    expect(again.status).toBe(404);
    expect(admins()).toHaveLength(1);
  });

  it('refuses a wrong token with 401 and bad fields with 400, without spending the token', async () => {
    const token = server.setup.issue() ?? '';
    expect((await post({ token: 'A'.repeat(43), ...account })).status).toBe(401);
    const short = await post({ token, email: 'a@b.fr', password: 'court' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fields: { password: 'password_too_short' } });
    expect((await post({ token, ...account, email: 'pas une adresse' })).status).toBe(400);
    expect((await post({ token, ...account }, CROSS_SITE)).status).toBe(403);
    expect(admins()).toEqual([]);
    expect((await post({ token, ...account })).status).toBe(204);
  });

  it('takes the token only once: the second of two requests is refused', async () => {
    const token = server.setup.issue() ?? '';
    const [a, b] = await Promise.all([
      post({ token, ...account }),
      post({ token, ...account, email: 'autre@example.fr' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 401]);
    expect(admins()).toHaveLength(1);
  });

  it('ignores a token sent in the query string', async () => {
    const token = server.setup.issue() ?? '';
    const response = await call(server.url, `/api/setup?token=${token}`, {
      method: 'POST',
      json: account,
    });
    expect(response.status).toBe(400);
    expect(admins()).toEqual([]);
  });
});
