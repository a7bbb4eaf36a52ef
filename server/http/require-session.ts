import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth.ts';
import { readSessionToken } from '../auth/cookie.ts';
import { apiError } from './api-error.ts';

/** 401 unauthorized unless the request carries a live session; nothing below runs otherwise. */
export function requireSession(auth: Auth): MiddlewareHandler {
  return async (c, next) => {
    if (!auth.sessions.lookup(readSessionToken(c, auth.trustProxy))) {
      return apiError(c, 'unauthorized');
    }
    return next();
  };
}
