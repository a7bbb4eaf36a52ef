import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isDay } from '../../src/lib/statistics/counts.ts';
import { EVENT_MAX_BYTES, parseEvent } from '../../src/lib/statistics/event.ts';
import { MAX_RANGE_DAYS } from '../../src/lib/statistics/period.ts';
import { isRobot, optedOut } from '../../src/lib/statistics/privacy.ts';
import { createDailySalt, seenKey } from '../../src/lib/statistics/seen-key.ts';
import { apiError } from '../http/api-error.ts';
import { clientAddress, type ProxyTrust } from '../http/forwarded.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { streamedLimit } from '../http/streamed-limit.ts';
import { addressBlock, addressGroup } from '../limits/address-group.ts';
import { clientKey } from '../limits/client-key.ts';
import { createWindowTable } from '../limits/window-table.ts';
import { ACCESS_COOKIE, hasAccess } from '../links/access.ts';
import { resolveEvent } from '../statistics/resolve.ts';
import type { LinkAccess } from '../store/links.ts';
import type { Store } from '../store/open.ts';
import { oldestKeptDay, SEEN_RETENTION_MS, type StatisticsStore } from '../store/statistics.ts';

/** Events per client and window, counted or not: a visit and a few plays per page is the norm. */
export const BEACON_WINDOW_MS = 10 * 60 * 1000;
export const BEACON_MAX_EVENTS = 120;
/** Counted events per item and day: past it a flood stores nothing more, not even keys. */
export const DAILY_CEILING = 5000;
/**
 * What one client (an IPv4 address, an IPv6 /64) may add to one item in a day, whatever user
 * agents it sends: a visit, a play and a full watch, for two browsers (issue 34, point 2).
 */
export const CLIENT_DAILY_SHARE = 6;
/** What one IPv6 /48 (65,536 /64s) may add to one item in a day: a hundredth of the ceiling. */
export const BLOCK_DAILY_SHARE = DAILY_CEILING / 100;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// navigator.sendBeacon sends a string as text/plain; a Blob may say JSON.
const BEACON_TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;

export interface BeaconOptions {
  store: Store;
  trust: ProxyTrust;
  /** The server's key: it signs a private link's access cookie (server/links/access.ts). */
  secret: Buffer;
  /** Whether the request carries an administrator's session: the owner is never counted. */
  isAdmin: (c: Context) => boolean;
  now?: () => Date;
}

/**
 * POST /api/stats: one audience event from the beacon script. 204 whether it was counted or not
 * (a visitor learns nothing from it); 400 for an event naming no existing page, film or link and
 * for a body over 1 KB, 415 for another content type, 429 past the client's limit.
 * POST /p/:token/stats: the same, from a private link's page. Its access cookie is scoped to the
 * link's address, so only there does it come along: a password link's events count only with
 * the password entered (issue 34, point 3). Mounted at the root.
 */
export function beaconRoutes({
  store,
  trust,
  secret,
  isAdmin,
  now = () => new Date(),
}: BeaconOptions): Hono {
  const attempts = createWindowTable({
    limit: BEACON_MAX_EVENTS,
    windowMs: BEACON_WINDOW_MS,
    now: () => now().getTime(),
  });
  const saltFor = createDailySalt();
  let lastPurge = 0;
  const purge = (at: Date) => {
    if (at.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at.getTime();
    store.statistics.purgeSeen(new Date(at.getTime() - SEEN_RETENTION_MS));
    store.statistics.purgeDays(oldestKeptDay(at));
  };
  // A quiet site gets no event to purge on: the clock does it too (unref: it keeps no process up).
  setInterval(() => {
    if (store.db.isOpen) purge(now());
  }, PURGE_EVERY_MS).unref();

  const typeGuard: MiddlewareHandler = async (c, next) =>
    BEACON_TYPES.test(c.req.header('Content-Type') ?? '')
      ? next()
      : apiError(c, 'unsupported_media_type');

  const record = async (c: Context) => {
    const client = clientKey(c, 'stats', trust.trustProxy);
    const wait = attempts.retryAfterMs(client);
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      return apiError(c, 'too_many_requests');
    }
    attempts.add(client);
    const parsed = parseEvent(await c.req.text());
    const at = now();
    const canOpen = (link: LinkAccess) => hasAccess(secret, link, getCookie(c, ACCESS_COOKIE), at);
    const resolved = parsed.ok ? resolveEvent(store, parsed.event, at, canOpen) : null;
    if (!parsed.ok || !resolved) return apiError(c, 'bad_request');
    const userAgent = c.req.header('User-Agent');
    if (optedOut((name) => c.req.header(name)) || isRobot(userAgent) || isAdmin(c)) {
      return c.body(null, 204);
    }
    purge(at);
    const { event } = parsed;
    const salt = saltFor(at);
    const address = clientAddress(c, trust.trustProxy);
    const key = seenKey(salt, {
      address: addressGroup(address),
      userAgent: userAgent ?? '',
      page: resolved.page,
      event: event.film === null ? event.type : `${event.type}:${event.film}`,
    });
    // The shares are per item, whatever page or user agent the events name.
    const item = `${resolved.target.kind}:${resolved.target.item}`;
    const share = (holder: string, max: number) => ({
      key: seenKey(salt, { address: holder, userAgent: '', page: item, event: 'share' }),
      max,
    });
    const block = addressBlock(address);
    const shares = [
      share(addressGroup(address), CLIENT_DAILY_SHARE),
      ...(block ? [share(block, BLOCK_DAILY_SHARE)] : []),
    ];
    store.statistics.record(
      { type: event.type, at, key, ceiling: DAILY_CEILING, shares },
      resolved.target,
    );
    return c.body(null, 204);
  };

  // A private link's page sends no referrer, so its beacon may carry `Origin: null`; the
  // browser's own Sec-Fetch-Site then says whether it came from this site.
  const ownSite = sameOrigin(trust);
  const linkPageGuard: MiddlewareHandler = (c, next) =>
    c.req.header('Sec-Fetch-Site') === 'same-origin' ? next() : ownSite(c, next);
  const limit = streamedLimit(EVENT_MAX_BYTES, 'bad_request');

  const app = new Hono();
  app.post('/api/stats', ownSite, typeGuard, limit, record);
  app.post('/p/:token/stats', linkPageGuard, typeGuard, limit, record);
  return app;
}

/** GET /api/admin/statistics?from=YYYY-MM-DD&to=YYYY-MM-DD: the daily counts, admin only. */
export function statisticsAdminRoutes(statistics: StatisticsStore, guard: MiddlewareHandler): Hono {
  const app = new Hono();
  app.get('/admin/statistics', guard, (c) => {
    c.header('Cache-Control', 'no-store');
    const from = c.req.query('from') ?? '';
    const to = c.req.query('to') ?? '';
    const days = isDay(from) && isDay(to) ? (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 : 0;
    if (days < 1 || days > MAX_RANGE_DAYS) {
      return apiError(c, 'validation', { fields: { from: 'invalid', to: 'invalid' } });
    }
    return c.json({ counts: statistics.counts({ from, to }) });
  });
  return app;
}
