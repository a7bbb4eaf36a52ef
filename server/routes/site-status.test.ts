import { afterEach, describe, expect, it } from 'vitest';
import type { SiteStatus } from '../../src/lib/api.ts';
import { type AdminTestServer, startAdminTestServer } from '../../tests/support/admin-app.ts';
import { CROSS_SITE, call } from '../../tests/support/call.ts';

let server: AdminTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /api/site-status', () => {
  it("answers the rebuild's state to the signed-in administrator", async () => {
    let state: SiteStatus = 'updating';
    server = await startAdminTestServer({}, undefined, { siteStatus: () => state });
    const cookie = await server.signIn();
    const first = await call(server.url, '/api/site-status', { cookie });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ state: 'updating' });
    state = 'failed';
    expect(await (await call(server.url, '/api/site-status', { cookie })).json()).toEqual({
      state: 'failed',
    });
  });

  it("says 'up_to_date' when nothing rebuilds the site", async () => {
    server = await startAdminTestServer();
    const cookie = await server.signIn();
    expect(await (await call(server.url, '/api/site-status', { cookie })).json()).toEqual({
      state: 'up_to_date',
    });
  });

  it('answers 401 without a session, and lets no other site read it', async () => {
    server = await startAdminTestServer({}, undefined, { siteStatus: () => 'failed' });
    const anonymous = await call(server.url, '/api/site-status');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'unauthorized' });
    const cookie = await server.signIn();
    // A safe method passes the origin check; without CORS headers no other site reads the answer.
    const foreign = await call(server.url, '/api/site-status', { cookie, headers: CROSS_SITE });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
