import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { CROSS_SITE, call } from '../../tests/support/harness/call.ts';
import { ADMIN_PASSWORD } from '../../tests/support/harness/credentials.ts';
import { verifyPassword } from '../auth/password.ts';

let server: AdminTestServer;
beforeEach(async () => {
  server = await startAdminTestServer();
});
afterEach(async () => {
  await server.close();
});

const NEW = 'un nouveau mot de passe';
const change = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(server.url, '/api/account/password', { method: 'PUT', cookie, json: body, headers });
const signedIn = async (cookie: string) =>
  (
    (await (await call(server.url, '/api/session', { cookie })).json()) as {
      authenticated: boolean;
    }
  ).authenticated;
const storedHash = () =>
  server.store.db.prepare('SELECT password_hash FROM admins').get()?.password_hash;

describe('PUT /api/account/password', () => {
  it('stores the new password and ends every other session of the account in one step', async () => {
    const [mine, other, third] = [
      await server.signIn(),
      await server.signIn(),
      await server.signIn(),
    ];
    const response = await change(mine, { current_password: ADMIN_PASSWORD, new_password: NEW });
    expect(response.status).toBe(204);
    expect(await verifyPassword(NEW, String(storedHash()))).toBe(true);
    expect([await signedIn(mine), await signedIn(other), await signedIn(third)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('refuses a wrong current password with its field code, then 429 after five', async () => {
    const cookie = await server.signIn();
    const before = storedHash();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await change(cookie, { current_password: 'faux', new_password: NEW });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        error: 'validation',
        fields: { current_password: 'current_password_incorrect' },
      });
    }
    const throttled = await change(cookie, { current_password: 'faux', new_password: NEW });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(storedHash()).toBe(before);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('refuses a short password, no session and another site, and changes nothing', async () => {
    const cookie = await server.signIn();
    const before = storedHash();
    const short = await change(cookie, { current_password: ADMIN_PASSWORD, new_password: 'court' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fields: { new_password: 'password_too_short' } });
    const none = await change('', { current_password: ADMIN_PASSWORD, new_password: NEW });
    expect(none.status).toBe(401);
    const foreign = await change(
      cookie,
      { current_password: ADMIN_PASSWORD, new_password: NEW },
      CROSS_SITE,
    );
    expect(foreign.status).toBe(403);
    expect(storedHash()).toBe(before);
  });
});
