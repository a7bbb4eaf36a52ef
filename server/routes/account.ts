import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { passwordChangeSchema } from '../../src/lib/account.ts';
import type { Auth } from '../auth/auth.ts';
import { readSessionToken } from '../auth/cookie.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { hashToken } from '../auth/sessions.ts';
import { apiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { createCountedAttempts } from '../limits/counted-attempts.ts';
import { BUSY } from '../limits/hash-gate.ts';

/**
 * Wrong current passwords per account before a pause: a stolen session cannot guess on, and
 * since the attempt is counted before the check, a right guess is refused too once paused.
 */
const WRONG_CURRENT_LIMIT = 5;
const WRONG_CURRENT_WINDOW_MS = 15 * 60 * 1000;

/** PUT /api/account/password: the signed-in administrator changes their own password. */
export function accountRoutes(auth: Auth, guard: MiddlewareHandler, now = Date.now): Hono {
  const app = new Hono();
  const gate = auth.hashGate;
  const attempts = createCountedAttempts({
    limits: { account: WRONG_CURRENT_LIMIT },
    windowMs: WRONG_CURRENT_WINDOW_MS,
    gate,
    onMatch: 'release',
    now,
  });

  const tooMany = (c: Context, seconds: number) => {
    c.header('Retry-After', String(seconds));
    return apiError(c, 'too_many_requests');
  };

  app.put('/account/password', guard, limitBody(8 * 1024), async (c) => {
    const token = readSessionToken(c, auth.trustProxy);
    const user = auth.sessions.lookup(token);
    const admin = user ? auth.admins.findById(user.adminId) : null;
    if (!token || !admin) return apiError(c, 'unauthorized');
    const parsed = await parseJsonBody(c, passwordChangeSchema);
    if (!parsed.ok) return parsed.response;
    const { current_password, new_password } = parsed.value;
    const key = String(admin.id);
    const outcome = await attempts.attempt({
      client: key,
      keys: { account: key },
      verify: () => verifyPassword(current_password, admin.passwordHash),
    });
    if (outcome.kind === 'refused') return tooMany(c, outcome.retryAfterSeconds);
    if (!outcome.matches) {
      return apiError(c, 'validation', {
        fields: { current_password: 'current_password_incorrect' },
      });
    }
    const newHash = await gate.run(() => hashPassword(new_password));
    if (newHash === BUSY) return tooMany(c, 1);
    auth.admins.changePassword(admin.id, newHash, hashToken(token));
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return app;
}
