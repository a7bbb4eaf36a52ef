import type { MiddlewareHandler } from 'hono';
import type { ApiErrorBody } from '../../src/lib/api.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF): a browser's Origin header, when
 * present, must name this host, and Sec-Fetch-Site must not say cross-site. Clients that send
 * neither (curl, server-side callers) are not browsers acting for a visitor and pass.
 */
export function sameOrigin({ trustProxy = false } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const origin = c.req.header('Origin');
    // A proxy you run may rewrite Host; it then reports the visitor's host in X-Forwarded-Host.
    const forwardedHost = trustProxy ? c.req.header('X-Forwarded-Host') : undefined;
    const host = forwardedHost?.split(',')[0]?.trim() || c.req.header('Host');
    if (fetchSite === 'cross-site' || (origin !== undefined && !sameHost(origin, host))) {
      const body: ApiErrorBody = { error: 'forbidden_origin' };
      return c.json(body, 403);
    }
    return next();
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (origin === 'null' || host === undefined) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
