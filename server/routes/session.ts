import { Hono } from 'hono';
import { z } from 'zod';
import type { SessionInfo } from '../../src/lib/api.ts';
import type { Auth } from '../auth/auth.ts';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from '../auth/cookie.ts';
import { PASSWORD_MAX_LENGTH } from '../auth/password.ts';
import { apiError } from '../http/api-error.ts';
import type { ProxyTrust } from '../http/forwarded.ts';
import { clientAddress } from '../http/forwarded.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { limitBody } from '../http/streamed-limit.ts';

const signInSchema = z.object({
  email: z.string().trim().min(1, 'email_required').max(254),
  password: z.string().min(1, 'password_required').max(PASSWORD_MAX_LENGTH),
});

/** GET, POST (sign in) and DELETE (sign out) /api/session. */
export function sessionRoutes(auth: Auth, trust: ProxyTrust): Hono {
  const app = new Hono();
  const { trustProxy } = auth;

  app.get('/session', (c) => {
    c.header('Cache-Control', 'no-store');
    const admin = auth.sessions.lookup(readSessionToken(c, trustProxy));
    const body: SessionInfo = admin
      ? { authenticated: true, email: admin.email }
      : { authenticated: false };
    return c.json(body);
  });

  app.post('/session', sameOrigin(trust), limitBody(8 * 1024), async (c) => {
    const parsed = await parseJsonBody(c, signInSchema);
    if (!parsed.ok) return parsed.response;
    const { email, password } = parsed.value;
    // Sign-in always starts a new session: a token planted before sign-in is never promoted.
    auth.sessions.revoke(readSessionToken(c, trustProxy));
    const result = await auth.signIn(email, password, clientAddress(c, trustProxy));
    if (result.kind === 'throttled') {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return apiError(c, 'too_many_requests');
    }
    if (result.kind === 'invalid') return apiError(c, 'invalid_credentials');
    writeSessionCookie(c, result.token, trustProxy);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  app.delete('/session', sameOrigin(trust), (c) => {
    auth.sessions.revoke(readSessionToken(c, trustProxy));
    clearSessionCookie(c, trustProxy);
    return c.body(null, 204);
  });

  return app;
}
