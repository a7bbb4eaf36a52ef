import { Hono } from 'hono';
import { every } from 'hono/combine';
import type { DiskState, SiteStatus } from '../../src/lib/api.ts';
import type { Auth } from '../auth/auth.ts';
import { SETUP_PATH, type SetupGate } from '../auth/setup-gate.ts';
import type { ProxyTrust } from '../http/forwarded.ts';
import { requireSession } from '../http/require-session.ts';
import { sameOrigin } from '../http/same-origin.ts';
import type { PreviewMaker } from '../media/preview-maker.ts';
import type { ThumbnailCopier } from '../media/thumbnail-copy.ts';
import type { Store } from '../store/open.ts';
import type { Uploads } from '../uploads/tus.ts';
import { accountRoutes } from './account.ts';
import { demoContentRoutes } from './demo-content.ts';
import { linkAdminRoutes } from './links-admin.ts';
import { messageAdminRoutes } from './messages-admin.ts';
import { previewRoutes } from './previews.ts';
import { sessionRoutes } from './session.ts';
import { settingsRoutes } from './settings.ts';
import { setupRoutes } from './setup.ts';
import { siteStatusRoutes } from './site-status.ts';
import { statisticsAdminRoutes } from './statistics.ts';
import { stillRoutes } from './stills.ts';
import { subtitleAdminRoutes } from './subtitles-admin.ts';
import { thumbnailRoutes } from './thumbnails.ts';
import { uploadRoutes } from './uploads.ts';
import { videoAdminRoutes } from './videos-admin.ts';

/** What the administrator's routes need beyond the public app. */
export interface AdminContext {
  auth: Auth;
  uploads: Uploads;
  /** Called after each committed change of the public content (starts a rebuild). */
  onContentChange: () => void;
  /** Whether the served site shows every committed change; 'up_to_date' when nothing rebuilds. */
  siteStatus?: () => SiteStatus;
  /** How full the data folder's disk is (server/ops/health.ts). */
  diskState?: () => Promise<DiskState>;
  /** Copies YouTube thumbnails into the media folder after each save; without it they stay remote. */
  thumbnails?: ThumbnailCopier;
  /** The first account from the browser while none exists; without it /admin/setup is 404. */
  setup?: SetupGate;
  /** Makes films' preview copies (docs/video-previews.md); without it no preview route exists. */
  previews?: PreviewMaker;
}

/** The built setup page exists in every build; the server shows it only while it can be used. */
export function setupPageOpen(admin: AdminContext | undefined): boolean {
  return admin?.setup?.isOpen() ?? false;
}

export { SETUP_PATH };

/**
 * The session, admin and upload routes, mounted under /api. Each route carries its own guard
 * (same origin first, so a foreign site learns nothing, then the session), so the public routes
 * beside them stay public.
 */
export function adminRoutes(store: Store, admin: AdminContext, publicOrigin?: string): Hono {
  const app = new Hono();
  // The session cookie and the origin check read the proxy's headers with the same trust.
  const trust: ProxyTrust = { trustProxy: admin.auth.trustProxy, publicOrigin };
  const guard = every(sameOrigin(trust), requireSession(admin.auth));
  app.route('/', sessionRoutes(admin.auth, trust));
  if (admin.setup) app.route('/', setupRoutes(admin.auth, admin.setup, trust));
  const { thumbnails } = admin;
  app.route(
    '/',
    videoAdminRoutes({
      store,
      guard,
      onContentChange: admin.onContentChange,
      afterSave: (video) => thumbnails?.afterSave(video),
    }),
  );
  if (admin.previews) {
    const deps = { store, guard, previews: admin.previews, onContentChange: admin.onContentChange };
    app.route('/', previewRoutes(deps));
  }
  app.route('/', stillRoutes({ store, guard, onContentChange: admin.onContentChange }));
  app.route('/', subtitleAdminRoutes({ store, guard, onContentChange: admin.onContentChange }));
  app.route('/', settingsRoutes({ store, guard, onContentChange: admin.onContentChange }));
  app.route('/', siteStatusRoutes(guard, admin.siteStatus, admin.diskState));
  app.route('/', demoContentRoutes({ store, guard, onContentChange: admin.onContentChange }));
  app.route('/', uploadRoutes(admin.uploads, guard));
  app.route('/', thumbnailRoutes(store.mediaDir, guard));
  app.route('/', messageAdminRoutes(store.messages, guard));
  // Both hash passwords: in the gate sign-in already uses (auth.hashGate, the app's one).
  app.route('/', accountRoutes(admin.auth, guard));
  app.route(
    '/',
    linkAdminRoutes(store.links, guard, admin.auth.hashGate, () => store.statistics.linkVisits()),
  );
  app.route('/', statisticsAdminRoutes(store.statistics, guard));
  return app;
}
