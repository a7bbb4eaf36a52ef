import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { originalOfFilmCopy } from '../../src/lib/derived/kinds.ts';
import { MEDIA_NAME } from '../../src/lib/media.ts';
import { LINK_PASSWORD_MAX } from '../../src/lib/private-link.ts';
import { displayTitle } from '../../src/lib/site-settings.ts';
import { stillOfCopy } from '../../src/lib/stills.ts';
import type { Video } from '../../src/lib/video.ts';
import { verifyPassword } from '../auth/password.ts';
import { apiError } from '../http/api-error.ts';
import { isHttps, type ProxyTrust } from '../http/forwarded.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { contentSecurityPolicy, inlineScriptHashes } from '../http/security-headers.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { clientKey } from '../limits/client-key.ts';
import type { Gate } from '../limits/hash-gate.ts';
import { createLinkPasswordLimits } from '../limits/link-password-limits.ts';
import {
  ACCESS_COOKIE,
  accessCookie,
  hasAccess,
  hasSeenMarker,
  openLink,
  SEEN_COOKIE,
  seenMarker,
} from '../links/access.ts';
import { FRAME_PATH, linkVideos, type PageState, renderLinkPage } from '../links/page.ts';
import { createViewCounter } from '../links/view-counter.ts';
import type { LinkAccess } from '../store/links.ts';
import type { Store } from '../store/open.ts';
import { serveMediaFile } from './media.ts';

export interface PrivateLinkDeps {
  store: Store;
  siteDir: () => string;
  trust: ProxyTrust;
  /** The server's one hash gate: a link's password check waits with every other. */
  hashGate: Gate;
  /** The server's key (server/auth/server-secret.ts): it signs the access and view cookies. */
  secret: Buffer;
  now?: () => Date;
}

/** The password form's body: a password of LINK_PASSWORD_MAX characters fits many times over. */
export const LINK_FORM_MAX_BYTES = 8 * 1024;

/**
 * GET /p/:token (the visitor's page), POST /p/:token (its password), GET/HEAD
 * /p/:token/media/:name (the files of its films). Unknown, disabled, expired and deleted links
 * all get the same 404 page; nothing is stored about the visitor beyond a count and a date.
 */
export function linkRoutes({
  store,
  siteDir,
  trust,
  hashGate,
  secret,
  now = () => new Date(),
}: PrivateLinkDeps): Hono {
  const app = new Hono();
  const tries = createLinkPasswordLimits({ gate: hashGate, now: () => now().getTime() });
  const { links, videos, settings } = store;
  const { trustProxy } = trust;
  const views = createViewCounter(() => now().getTime());

  const cookiePath = (link: LinkAccess) => `/p/${link.token}`;
  const cookieOptions = (c: Context, link: LinkAccess) =>
    ({
      path: cookiePath(link),
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c, trustProxy),
    }) as const;

  const page = (c: Context, state: PageState, status: 200 | 401 | 404 | 429 = 200) => {
    const html = renderLinkPage(siteDir(), state);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)));
    return c.html(html, status);
  };
  const unavailable = (c: Context) => page(c, { kind: 'unavailable' }, 404);

  const filmsOf = (link: LinkAccess): Video[] =>
    links
      .videoIds(link.id)
      .map((id) => videos.get(id))
      .filter((video): video is Video => video !== null);

  app.get('/p/:token', (c) => {
    const link = openLink(links, c.req.param('token'), now());
    if (!link) return unavailable(c);
    if (!hasAccess(secret, link, getCookie(c, ACCESS_COOKIE), now())) {
      return page(c, { kind: 'password' });
    }
    if (!hasSeenMarker(secret, link, getCookie(c, SEEN_COOKIE), now())) {
      // Without a marker, one address and browser still make one view per window.
      const visitor = clientKey(
        c,
        `link-view:${link.id}:${c.req.header('User-Agent') ?? ''}`,
        trustProxy,
      );
      if (views.isNewView(visitor)) links.recordVisit(link.id, now());
      // A session cookie (no Max-Age), signed and short-lived: the same browser session counts
      // once, whether or not the link has a password.
      setCookie(c, SEEN_COOKIE, seenMarker(secret, link, now()), cookieOptions(c, link));
    }
    const owner = settings.get();
    return page(c, {
      kind: 'films',
      ownerName: owner.name,
      ownerTitle: displayTitle(owner),
      message: link.message,
      videos: linkVideos(link.token, filmsOf(link)),
    });
  });

  // The page sends no referrer, so the browser posts its form with `Origin: null`; the
  // browser's own Sec-Fetch-Site then says whether the form was ours.
  const ownForm = sameOrigin(trust);
  const formGuard: MiddlewareHandler = (c, next) =>
    c.req.header('Sec-Fetch-Site') === 'same-origin' ? next() : ownForm(c, next);

  // The size first, from Content-Length (or while streaming): nothing is read past it.
  app.post('/p/:token', limitBody(LINK_FORM_MAX_BYTES), formGuard, async (c) => {
    const link = openLink(links, c.req.param('token'), now());
    if (!link) return unavailable(c);
    const hash = link.password_hash;
    if (hash === null) return c.redirect(cookiePath(link), 303);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const password = typeof form.password === 'string' ? form.password : '';
    const outcome = await tries.attempt(clientKey(c, 'link-password', trustProxy), link.id, () =>
      password.length > 0 && password.length <= LINK_PASSWORD_MAX
        ? verifyPassword(password, hash)
        : Promise.resolve(false),
    );
    if (outcome.kind === 'refused') {
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      return page(c, { kind: 'password', problem: 'throttled' }, 429);
    }
    if (!outcome.matches) return page(c, { kind: 'password', problem: 'wrong' }, 401);
    // A session cookie, as before; the server itself refuses it after ACCESS_MAX_AGE_MS.
    setCookie(c, ACCESS_COOKIE, accessCookie(secret, link, now()), cookieOptions(c, link));
    return c.redirect(cookiePath(link), 303);
  });

  app.on(['GET', 'HEAD'], '/p/:token/media/:name', async (c) => {
    const name = c.req.param('name');
    // A film's preview copy goes through the link its film is in (docs/video-previews.md).
    const owner = originalOfFilmCopy(name) ?? name;
    const link = openLink(links, c.req.param('token'), now());
    const allowed = link && hasAccess(secret, link, getCookie(c, ACCESS_COOKIE), now());
    if (!link || !allowed) return apiError(c, 'not_found');
    // ... and so does a still's copy (docs/stills.md).
    const stillId = stillOfCopy(name);
    const still = stillId ? store.stills.get(stillId) : null;
    const contained = still
      ? links.containsVideo(link.id, still.videoId)
      : MEDIA_NAME.test(owner) && links.containsMedia(link.id, `/media/${owner}`);
    if (!contained) return apiError(c, 'not_found');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return serveMediaFile(c, store.mediaDir, name, false);
  });

  // The frame is built as a page of its own; it is only ever served filled in, above.
  app.all(FRAME_PATH, (c) => unavailable(c));
  app.all(`${FRAME_PATH}/*`, (c) => unavailable(c));
  return app;
}
