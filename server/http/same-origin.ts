import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './api-error.ts';
import { type ProxyTrust, requestFacts } from './forwarded.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin this request was addressed to: the configured public address when there is one,
 * else the host the request names, with its scheme when the server can know it (a TLS socket,
 * or a trusted proxy's X-Forwarded-Proto). Without either, a proxy in front may have ended TLS,
 * so only the host can be compared.
 */
function expected(c: Context, trust: ProxyTrust): { origin?: string; host?: string } {
  if (trust.publicOrigin) return { origin: trust.publicOrigin };
  const facts = requestFacts(c, trust.trustProxy);
  if (!facts.host) return {};
  if (facts.schemeKnown) {
    return { origin: `${facts.https ? 'https' : 'http'}://${facts.host}` };
  }
  return { host: facts.host };
}

export function originMatches(c: Context, origin: string, trust: ProxyTrust): boolean {
  if (origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const want = expected(c, trust);
  if (want.origin) return url.origin === new URL(want.origin).origin;
  return want.host !== undefined && url.host === want.host;
}

/**
 * Refuses state-changing requests sent by another site (CSRF): a browser's Origin header, when
 * present, must name this site, and Sec-Fetch-Site must not say cross-site. Clients that send
 * neither (curl, server-side callers) are not browsers acting for a visitor and pass.
 */
export function sameOrigin(trust: ProxyTrust = { trustProxy: false }): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    if (
      c.req.header('Sec-Fetch-Site') === 'cross-site' ||
      (origin !== undefined && !originMatches(c, origin, trust))
    ) {
      return apiError(c, 'forbidden_origin');
    }
    return next();
  };
}
