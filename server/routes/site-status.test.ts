import { describe, expect, it } from 'vitest';
import type { SiteStatus } from '../../src/lib/api.ts';
import { adminServerPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { CROSS_SITE, call } from '../../tests/support/harness/call.ts';

const startServer = adminServerPerTest();

describe('GET /api/site-status', () => {
  it("answers the rebuild's state to the signed-in administrator", async () => {
    let state: SiteStatus = 'updating';
    const server = await startServer({}, undefined, { siteStatus: () => state });
    const cookie = await server.signIn();
    const first = await call(server.url, '/api/site-status', { cookie });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ state: 'updating', disk: 'ok' });
    state = 'failed';
    expect(await (await call(server.url, '/api/site-status', { cookie })).json()).toEqual({
      state: 'failed',
      disk: 'ok',
    });
  });

  it("says 'up_to_date' when nothing rebuilds the site", async () => {
    const server = await startServer();
    const cookie = await server.signIn();
    expect(await (await call(server.url, '/api/site-status', { cookie })).json()).toEqual({
      state: 'up_to_date',
      disk: 'ok',
    });
  });

  it('answers 401 without a session, and lets no other site read it', async () => {
    const server = await startServer({}, undefined, { siteStatus: () => 'failed' });
    const anonymous = await call(server.url, '/api/site-status');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'unauthorized' });
    const cookie = await server.signIn();
    // A safe method passes the origin check; without CORS headers no other site reads the answer.
    const foreign = await call(server.url, '/api/site-status', { cookie, headers: CROSS_SITE });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
