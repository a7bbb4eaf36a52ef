import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address, hashed: enough to count its requests, never stored in clear. Behind a
 * proxy you run (trustProxy, TRUST_PROXY=1) it is the last X-Forwarded-For entry, the one that
 * proxy appended; otherwise the header is ignored, since any client can write it.
 */
export function clientKey(c: Context, purpose: string, trustProxy = false): string {
  const forwarded = trustProxy
    ? c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim()
    : undefined;
  const address = forwarded || (getConnInfo(c).remote.address ?? 'unknown');
  return createHash('sha256').update(`filmfolio:${purpose}:${address}`).digest('hex');
}

/** Counts attempts per key in a sliding window, in memory (one server process). */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();
  return {
    /** Records an attempt; false when the key is already at its limit (the attempt is refused). */
    take(key: string): boolean {
      const since = now() - windowMs;
      const recent = (hits.get(key) ?? []).filter((t) => t > since);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now());
      hits.set(key, recent);
      if (hits.size > 10_000) {
        for (const [k, times] of hits) if ((times.at(-1) ?? 0) <= since) hits.delete(k);
      }
      return true;
    },
  };
}
