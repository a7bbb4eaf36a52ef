import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { type AuthOptions, createAuth } from '../../../server/auth/auth.ts';
import { setAdmin } from '../../../server/auth/bootstrap.ts';
import { SESSION_COOKIE } from '../../../server/auth/cookie.ts';
import { createSetupGate, type SetupGate } from '../../../server/auth/setup-gate.ts';
import { createApp } from '../../../server/http/app.ts';
import { createHashGate, type Gate } from '../../../server/limits/hash-gate.ts';
import { createPreviewMaker, type PreviewMaker } from '../../../server/media/preview-maker.ts';
import {
  createThumbnailCopier,
  type ThumbnailCopier,
} from '../../../server/media/thumbnail-copy.ts';
import { createVariantMaker, type VariantMaker } from '../../../server/media/variant-maker.ts';
import type { VimeoHosts } from '../../../server/media/vimeo-thumbnail-copy.ts';
import { openStore, type Store } from '../../../server/store/open.ts';
import { createUploads } from '../../../server/uploads/tus.ts';
import type { SiteStatus } from '../../../src/lib/api.ts';
import type { DerivedMaker } from '../../../src/lib/derived/kinds.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials.ts';
import { listenLocal } from './listen.ts';
import { writeTinySite } from './public-app.ts';
import { tempDataDir } from './temp-dirs.ts';

// Re-exported for the suites that drive this app: the account itself lives in credentials.ts.
export { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials.ts';

export interface AdminTestServer {
  url: string;
  /** The app itself, for what reads its routes (tests/support/data/route-inventory.ts). */
  app: Hono;
  store: Store;
  uploadsDir: string;
  /** How many times a committed content change asked for a rebuild. */
  contentChanges: () => number;
  /** The YouTube thumbnail copier, when the server was started with a stand-in origin. */
  thumbnails: ThumbnailCopier | null;
  /** Lines the thumbnail copier (and the variant maker) logged. */
  logged: string[];
  /** The image variant maker, when the server was started with `variants`. */
  variants: VariantMaker | null;
  /** The preview copy maker; it makes copies (ffmpeg) only when started with `previews`. */
  previews: PreviewMaker;
  /** The first-account gate (open only with `noAccount`). */
  setup: SetupGate;
  /** Signs in and returns the Cookie header value to carry by hand. */
  signIn(email?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface ThumbnailTestOptions {
  /** A stand-in for https://i.ytimg.com on 127.0.0.1; without it thumbnails are not copied. */
  origin: string;
  /** Stand-ins for Vimeo's oEmbed endpoint and image host; without them Vimeo is not asked. */
  vimeo?: VimeoHosts;
  timeoutMs?: number;
}

/**
 * The real app with its admin routes on 127.0.0.1:0, over a fresh data folder. YouTube
 * thumbnails are copied only when `thumbnailOptions` names a stand-in: no test reaches i.ytimg.com.
 */
export async function startAdminTestServer(
  auth: Omit<AuthOptions, 'hashGate'> = {},
  thumbnailOptions?: ThumbnailTestOptions,
  {
    noAccount = false,
    variants = false,
    previews = false,
    previewMaker: makerChoice = 'server',
    hashGate = createHashGate(),
    siteStatus,
  }: {
    noAccount?: boolean;
    variants?: boolean;
    previews?: boolean;
    /** PREVIEW_MAKER: 'browser' for a server whose admin's browser makes the preview copies. */
    previewMaker?: DerivedMaker;
    hashGate?: Gate;
    /** What GET /api/site-status reports; without it the app says 'up_to_date'. */
    siteStatus?: () => SiteStatus;
  } = {},
): Promise<AdminTestServer> {
  const temp = tempDataDir();
  const siteDir = join(temp.dir, 'site');
  writeTinySite(siteDir);
  const store = openStore({ dataDir: join(temp.dir, 'data'), demo: false });
  const uploadsDir = join(store.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const admin = createAuth(store.db, { ...auth, hashGate });
  if (!noAccount) {
    const created = await setAdmin(admin.admins, ADMIN_EMAIL, ADMIN_PASSWORD);
    if (!created.ok) throw new Error(created.problem);
  }
  const setup = createSetupGate(admin.admins);
  let changes = 0;
  const logged: string[] = [];
  // Wired as server/jobs/admin-runtime.ts wires it: every content change looks for new images.
  const maker = variants
    ? createVariantMaker({
        store,
        onMade: () => {
          changes += 1;
        },
        log: (line) => logged.push(line),
      })
    : null;
  // Mounted on every test server, as on the real one (the route inventory lists its routes); it
  // runs ffmpeg only when the test asks for `previews`.
  const previewMaker = createPreviewMaker({
    store,
    onMade: () => {
      changes += 1;
    },
    // Without `previews` it makes nothing, so it has nothing to say either.
    log: previews ? (line) => logged.push(line) : () => {},
    ...(previews ? {} : { ffmpeg: false }),
    maker: makerChoice,
  });
  const onContentChange = () => {
    changes += 1;
    maker?.refresh();
    previewMaker.refresh();
  };
  const thumbnails = thumbnailOptions
    ? createThumbnailCopier({
        videos: store.videos,
        mediaDir: store.mediaDir,
        onContentChange,
        origin: thumbnailOptions.origin,
        // Vimeo's hosts only through a stand-in too.
        vimeo: thumbnailOptions.vimeo ?? null,
        ...(thumbnailOptions.timeoutMs ? { timeoutMs: thumbnailOptions.timeoutMs } : {}),
        log: (line) => logged.push(line),
      })
    : null;
  const app = createApp({
    store,
    mediaDir: store.mediaDir,
    siteDir: () => siteDir,
    hashGate,
    admin: {
      auth: admin,
      uploads: createUploads({ uploadsDir, mediaDir: store.mediaDir }),
      onContentChange,
      setup,
      ...(thumbnails ? { thumbnails } : {}),
      ...(siteStatus ? { siteStatus } : {}),
      previews: previewMaker,
    },
  });
  const { url, close } = await listenLocal(app.fetch);
  return {
    url,
    app,
    store,
    uploadsDir,
    contentChanges: () => changes,
    thumbnails,
    logged,
    variants: maker,
    previews: previewMaker,
    setup,
    async signIn(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
      const response = await fetch(`${url}/api/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 204) throw new Error(`sign-in answered ${response.status}`);
      const cookie = response.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      if (!cookie) throw new Error('sign-in set no session cookie');
      return cookie.split(';')[0] as string;
    },
    close: async () => {
      await close();
      await thumbnails?.close();
      await maker?.close();
      await previewMaker?.close();
      store.close();
      temp.remove();
    },
  };
}
