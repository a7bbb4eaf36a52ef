import { Hono } from 'hono';
import { setupSchema } from '../../src/lib/account.ts';
import type { Auth } from '../auth/auth.ts';
import { setAdmin } from '../auth/bootstrap.ts';
import { readSessionToken, writeSessionCookie } from '../auth/cookie.ts';
import type { SetupGate } from '../auth/setup-gate.ts';
import { apiError } from '../http/api-error.ts';
import type { ProxyTrust } from '../http/forwarded.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { limitBody } from '../http/streamed-limit.ts';

/**
 * GET /api/setup (200 while no administrator exists, else 404) and POST /api/setup: the first
 * account, with the one-time token in the body (never in an address a log or history keeps).
 */
export function setupRoutes(auth: Auth, gate: SetupGate, trust: ProxyTrust): Hono {
  const app = new Hono();

  app.get('/setup', (c) => {
    c.header('Cache-Control', 'no-store');
    return gate.isOpen() ? c.json({}) : apiError(c, 'not_found');
  });

  app.post('/setup', sameOrigin(trust), limitBody(8 * 1024), async (c) => {
    if (!gate.isOpen()) return apiError(c, 'not_found');
    const parsed = await parseJsonBody(c, setupSchema);
    if (!parsed.ok) return parsed.response;
    const { token, email, password } = parsed.value;
    // Checked after the fields, so a typo in the form does not spend the token.
    if (!gate.take(token)) return apiError(c, 'unauthorized', { detail: 'setup token' });
    const result = await setAdmin(auth.admins, email, password);
    if (!result.ok) return apiError(c, 'validation', { detail: result.problem });
    const admin = auth.admins.findByEmail(email);
    if (!admin) return apiError(c, 'internal');
    auth.sessions.revoke(readSessionToken(c, auth.trustProxy));
    writeSessionCookie(c, auth.sessions.create(admin.id), auth.trustProxy);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return app;
}
