import { describe, expect, it } from 'vitest';
import { createRouteFixtures, exampleCall } from '../../tests/support/data/route-fixtures.ts';
import { ROUTE_INVENTORY, routeKey } from '../../tests/support/data/route-inventory.ts';
import { startAdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { call } from '../../tests/support/harness/call.ts';

// The guard test sends each admin route's example without a session and expects 401: that proves
// the guard only if the same request, signed in, would have worked. Each example runs on its own
// fresh server, so a delete or a password change does not spoil the next one.
describe('the route inventory examples', () => {
  for (const route of ROUTE_INVENTORY.filter((r) => r.access === 'admin')) {
    it(`${routeKey(route)}: its example succeeds for the signed-in administrator`, async () => {
      // With ffmpeg, as the real server has it: Créer l'aperçu answers 503 without.
      const server = await startAdminTestServer({}, undefined, { previews: true });
      try {
        const [method, path, options] = exampleCall(route, createRouteFixtures(server.store));
        const cookie = await server.signIn();
        const response = await call(server.url, path, {
          ...options,
          method,
          cookie,
          headers: { ...options.headers, Origin: server.url },
        });
        const text = await response.text();
        expect(response.status, `${method} ${path} -> ${text.slice(0, 200)}`).toBeLessThan(300);
      } finally {
        await server.close();
      }
    });
  }
});
