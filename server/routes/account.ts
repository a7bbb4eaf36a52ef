import { Hono, type MiddlewareHandler } from 'hono';
import { passwordChangeSchema } from '../../src/lib/account.ts';
import type { Auth } from '../auth/auth.ts';
import { readSessionToken } from '../auth/cookie.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { hashToken } from '../auth/sessions.ts';
import { createWindowTable } from '../limits/window-table.ts';
import { parseJsonBody } from '../middleware/json-body.ts';
import { apiError, limitBody } from './api-error.ts';

/** Wrong current passwords per account before a pause: a stolen session cannot guess on. */
const WRONG_CURRENT_LIMIT = 5;
const WRONG_CURRENT_WINDOW_MS = 15 * 60 * 1000;

/** PUT /api/account/password: the signed-in administrator changes their own password. */
export function accountRoutes(auth: Auth, guard: MiddlewareHandler, now = Date.now): Hono {
  const app = new Hono();
  const wrongCurrent = createWindowTable({
    limit: WRONG_CURRENT_LIMIT,
    windowMs: WRONG_CURRENT_WINDOW_MS,
    now,
  });

  app.put('/account/password', guard, limitBody(8 * 1024), async (c) => {
    const token = readSessionToken(c, auth.trustProxy);
    const user = auth.sessions.lookup(token);
    const admin = user ? auth.admins.findById(user.adminId) : null;
    if (!token || !admin) return apiError(c, 'unauthorized');
    const parsed = await parseJsonBody(c, passwordChangeSchema);
    if (!parsed.ok) return parsed.response;
    const { current_password, new_password } = parsed.value;
    if (!(await verifyPassword(current_password, admin.passwordHash))) {
      const key = String(admin.id);
      const waitMs = wrongCurrent.retryAfterMs(key);
      if (waitMs > 0) {
        c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        return apiError(c, 'too_many_requests');
      }
      wrongCurrent.add(key);
      return apiError(c, 'validation', {
        fields: { current_password: 'current_password_incorrect' },
      });
    }
    auth.admins.changePassword(admin.id, await hashPassword(new_password), hashToken(token));
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return app;
}
