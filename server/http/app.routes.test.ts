import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEADER_ONLY_MIDDLEWARE,
  ROUTE_INVENTORY,
  routeKey,
} from '../../tests/support/data/route-inventory.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';

// The app with every optional part mounted (admin routes, first-account setup): the full list.
let server: AdminTestServer;
beforeAll(async () => {
  server = await startAdminTestServer({}, undefined, { noAccount: true });
  // One answer first: the upload store finishes creating its folder before close removes it.
  expect((await fetch(`${server.url}/api/setup`)).status).toBe(200);
});
afterAll(() => server.close());

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();

describe('the route inventory (tests/support/data/route-inventory.ts)', () => {
  it('lists every route the app registers, and nothing else', () => {
    const registered = inspectRoutes(server.app);
    const handlerPaths = new Set(registered.filter((r) => !r.isMiddleware).map((r) => r.path));
    const handlers = registered.filter((r) => !r.isMiddleware).map(routeKey);
    // Middleware on a path no handler has: a redirect, a gate or a header; the rest decorates.
    const middlewareOnly = registered
      .filter((r) => r.isMiddleware && !handlerPaths.has(r.path))
      .map(routeKey);
    expect(sorted(handlers)).toEqual(
      sorted(ROUTE_INVENTORY.filter((r) => !r.middleware).map(routeKey)),
    );
    expect(sorted(middlewareOnly)).toEqual(
      sorted([
        ...ROUTE_INVENTORY.filter((r) => r.middleware).map(routeKey),
        ...HEADER_ONLY_MIDDLEWARE,
      ]),
    );
  });

  it('has one entry per route, each with a description', () => {
    const keys = ROUTE_INVENTORY.map(routeKey);
    expect(keys.length).toBe(new Set(keys).size);
    for (const route of ROUTE_INVENTORY)
      expect(route.says.length, routeKey(route)).toBeGreaterThan(0);
  });

  it('guards every admin route with the same guard as the others', () => {
    // The guard is one `every(sameOrigin, requireSession)` handed to each route file.
    const guarded = new Set(
      inspectRoutes(server.app)
        .filter((r) => r.isMiddleware && r.name === 'every')
        .map(routeKey),
    );
    const admin = ROUTE_INVENTORY.filter((r) => r.access === 'admin').map(routeKey);
    expect(sorted(guarded)).toEqual(sorted(admin));
  });
});
