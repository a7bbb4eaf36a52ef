import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { siteName } from '../../src/lib/site-settings.ts';
import { readSessionToken } from '../auth/cookie.ts';
import { loadServerSecret } from '../auth/server-secret.ts';
import type { Gate } from '../limits/hash-gate.ts';
import { type AdminContext, adminRoutes, SETUP_PATH, setupPageOpen } from '../routes/admin.ts';
import { contactRoutes } from '../routes/contact.ts';
import { filmRedirectRoutes } from '../routes/film-redirects.ts';
import { healthRoutes } from '../routes/health.ts';
import { linkRoutes } from '../routes/links.ts';
import { mediaRoutes } from '../routes/media.ts';
import { publicSettingsRoutes } from '../routes/settings.ts';
import { beaconRoutes } from '../routes/statistics.ts';
import { publicVideoRoutes } from '../routes/videos.ts';
import type { Store } from '../store/open.ts';
import { apiError } from './api-error.ts';
import { bodyCeiling } from './body-ceiling.ts';
import { securityHeaders } from './security-headers.ts';
import { notFoundPage, staticSite } from './static-site.ts';
import { storageFailure } from './storage-failure.ts';
import { BodyTooLarge } from './streamed-limit.ts';

export interface AppContext {
  store: Store;
  /** Stored media files (uploads and demo clips), served at /media/<name>. */
  mediaDir: string;
  /** The built site folder to serve now; asked on every request because a rebuild swaps it. */
  siteDir: () => string;
  /** Behind a reverse proxy you run (TRUST_PROXY=1): honour its X-Forwarded-* headers. */
  trustProxy?: boolean;
  /** PUBLIC_URL's origin: what the origin check compares a browser's Origin with. */
  publicOrigin?: string | undefined;
  /** Sign-in, admin routes and uploads; without it the app is the public site only. */
  admin?: AdminContext;
  /** GET /healthz: below this free space the server reports itself unhealthy. */
  health?: { minFreeBytes?: number };
  /**
   * The server's one hash gate (server/limits/hash-gate.ts), made once by whoever composes the
   * server and shared by every password check: the admin's auth must hold the same one.
   */
  hashGate: Gate;
  /** The server's key (DATA_DIR/secret, outside the database); read from store.dataDir if absent. */
  secret?: Buffer;
  /** The clock private links expire by (tests move it). */
  now?: () => Date;
}

/**
 * The whole HTTP app. Each file of server/routes/ exports `xxxRoutes(deps)`, a Hono app of its own
 * routes, and is mounted here (or in routes/admin.ts) with `app.route(prefix, ...)` only: one
 * shape, so a route's file and its prefix are found in one place. The order is the order Hono
 * tries them: the public API, the admin's API, then pages and files before the static site.
 */
export function createApp(ctx: AppContext): Hono {
  if (ctx.admin && ctx.admin.auth.hashGate !== ctx.hashGate) {
    throw new Error('FilmFolio: sign-in and the app must share one hash gate');
  }
  const app = new Hono();
  const trustProxy = ctx.trustProxy ?? false;
  app.use(securityHeaders({ trustProxy }));
  app.use(compress());
  app.use(bodyCeiling());
  app.onError((error, c) => {
    // A body past its route's limit: streamed-limit.ts answers it, nothing failed.
    if (error instanceof BodyTooLarge) return apiError(c, 'payload_too_large');
    console.error(`FilmFolio: ${c.req.method} ${c.req.path} failed:`, error);
    const refused = storageFailure(error);
    if (refused) {
      // Worth retrying only when the lock is the cause; a full disk needs the owner.
      if (refused.detail === 'database_busy') c.header('Retry-After', '2');
      return apiError(c, 'internal', { detail: refused.detail }, refused.status);
    }
    return apiError(c, 'internal');
  });

  app.route('/api', publicVideoRoutes(ctx.store.videos));
  app.route('/api', publicSettingsRoutes(ctx.store.settings));
  app.route(
    '/api',
    contactRoutes(ctx.store.messages, {
      trustProxy,
      publicOrigin: ctx.publicOrigin,
      ownerEmail: () => ctx.store.settings.get().email,
      brand: () => siteName(ctx.store.settings.get()),
    }),
  );
  const isAdmin = (c: Context) =>
    ctx.admin
      ? ctx.admin.auth.sessions.lookup(readSessionToken(c, ctx.admin.auth.trustProxy)) !== null
      : false;
  const secret = ctx.secret ?? loadServerSecret(ctx.store.dataDir);
  app.route(
    '/',
    beaconRoutes({
      store: ctx.store,
      trust: { trustProxy, publicOrigin: ctx.publicOrigin },
      secret,
      isAdmin,
      ...(ctx.now ? { now: ctx.now } : {}),
    }),
  );
  if (ctx.admin) app.route('/api', adminRoutes(ctx.store, ctx.admin, ctx.publicOrigin));
  app.all('/api/*', (c) => apiError(c, 'not_found'));

  app.use(`${SETUP_PATH}/*`, async (c, next) =>
    setupPageOpen(ctx.admin) ? next() : notFoundPage(c, ctx.siteDir()),
  );
  app.use(SETUP_PATH, async (c, next) =>
    setupPageOpen(ctx.admin) ? next() : notFoundPage(c, ctx.siteDir()),
  );
  app.route('/', healthRoutes({ db: ctx.store.db, dataDir: ctx.store.dataDir, ...ctx.health }));
  const { store } = ctx;
  app.route(
    '/',
    mediaRoutes(ctx.mediaDir, {
      isReferenced: (name) => store.isReferencedMedia(name),
      isPublic: (name) => store.isPublicMedia(name),
      isAdmin,
      stillIsPublic: (id) => store.stills.isPublic(id),
    }),
  );
  app.route(
    '/',
    linkRoutes({
      store,
      siteDir: ctx.siteDir,
      trust: { trustProxy, publicOrigin: ctx.publicOrigin },
      hashGate: ctx.hashGate,
      secret,
      ...(ctx.now ? { now: ctx.now } : {}),
    }),
  );
  app.route('/', filmRedirectRoutes(ctx.store.videos));
  app.use(staticSite(ctx.siteDir));
  return app;
}
