import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteFixtures, exampleCall } from '../../tests/support/data/route-fixtures.ts';
import { type Fixtures, ROUTE_INVENTORY } from '../../tests/support/data/route-inventory.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { type CallOptions, CROSS_SITE, call } from '../../tests/support/harness/call.ts';

let server: AdminTestServer;
let fixtures: Fixtures;

beforeAll(async () => {
  server = await startAdminTestServer();
  fixtures = createRouteFixtures(server.store);
});
afterAll(() => server.close());

/** Every admin route of the inventory, with the example request that would succeed. */
const routes = (): Array<[string, string, CallOptions]> =>
  ROUTE_INVENTORY.filter((route) => route.access === 'admin').map((route) =>
    exampleCall(route, fixtures),
  );

describe('the guard test', () => {
  it('sends a request to every admin route of the inventory', () => {
    const admin = ROUTE_INVENTORY.filter((route) => route.access === 'admin');
    // 23 guarded (method, path) pairs when the inventory was introduced: it may only grow.
    expect(admin.length).toBeGreaterThanOrEqual(23);
    expect(routes()).toHaveLength(admin.length);
  });
});

function snapshot() {
  return {
    videos: JSON.stringify(server.store.videos.list()),
    messages: JSON.stringify(server.store.messages.list()),
    links: JSON.stringify(server.store.links.list()),
    settings: JSON.stringify(server.store.settings.get()),
    media: readdirSync(server.store.mediaDir, { withFileTypes: true }).length,
    uploads: readdirSync(server.uploadsDir).length,
  };
}

describe('admin routes without a session', () => {
  it('answer 401 unauthorized and change nothing', async () => {
    const before = snapshot();
    for (const [method, path, options] of routes()) {
      const response = await call(server.url, path, { ...options, method });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: 'unauthorized' });
    }
    // A forged or unknown token is no better than none.
    const forged = `filmfolio_session=${'A'.repeat(43)}`;
    for (const [method, path, options] of routes()) {
      expect((await call(server.url, path, { ...options, method, cookie: forged })).status).toBe(
        401,
      );
    }
    expect(snapshot()).toEqual(before);
    expect(server.contentChanges()).toBe(0);
  });
});

describe('admin routes from another site', () => {
  it('answer 403 forbidden_origin even with a valid session, and change nothing', async () => {
    const cookie = await server.signIn();
    const before = snapshot();
    for (const [method, path, options] of routes().filter(
      ([method]) => method !== 'GET' && method !== 'HEAD',
    )) {
      for (const headers of [
        CROSS_SITE,
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
      ]) {
        const response = await call(server.url, path, {
          ...options,
          method,
          cookie,
          headers: { ...options.headers, ...headers },
        });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({ error: 'forbidden_origin' });
      }
    }
    expect(snapshot()).toEqual(before);
    expect(server.contentChanges()).toBe(0);
  });
});
