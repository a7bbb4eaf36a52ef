import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTENT_SNAPSHOT_ENV } from '../../src/lib/content-snapshot.ts';
import { createAuth } from '../auth/auth.ts';
import { bootstrapAdmin, CREATE_ADMIN_HINT } from '../auth/bootstrap.ts';
import { createSetupGate, setupLine } from '../auth/setup-gate.ts';
import type { ServerConfig } from '../config/config.ts';
import type { Gate } from '../limits/hash-gate.ts';
import { createAspectProber } from '../media/aspect-probe.ts';
import { createDerivedPipeline } from '../media/derived/pipeline.ts';
import { ffmpegAvailable } from '../media/ffmpeg-preview.ts';
import { DEFAULT_MIN_FREE_BYTES, diskState, freeBytes } from '../ops/health.ts';
import type { AdminContext } from '../routes/admin.ts';
import { writeContentSnapshot } from '../store/content-snapshot.ts';
import type { Store } from '../store/open.ts';
import { createSiteState } from '../store/site-state.ts';
import { startMaintenance } from '../uploads/maintenance.ts';
import { createUploads } from '../uploads/tus.ts';
import { createRegenerator } from './regenerate.ts';
import { servedAddressStale } from './served-address.ts';
import { builtYear, startYearlyRebuild } from './yearly-rebuild.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The build reads what the server wrote from its own connection instead of opening the database:
 * a build starved of CPU can then never hold a lock the admin's next save waits for.
 */
function snapshotForBuild(store: Store, outDir: string, publicUrl: string | undefined) {
  const file = `${outDir}.content.json`;
  writeContentSnapshot(store, file, publicUrl);
  return { env: { [CONTENT_SNAPSHOT_ENV]: file }, done: () => rmSync(file, { force: true }) };
}

export interface AdminRuntimeOptions {
  store: Store;
  config: Pick<ServerConfig, 'admin' | 'trust' | 'thumbnails' | 'previewMaker'> &
    Partial<Pick<ServerConfig, 'healthMinFreeBytes'>>;
  /** The folder `npm run build` wrote, served until a rebuild replaces it. */
  initialSiteDir: string;
  /** The project folder (where astro builds). */
  root?: string;
  log?: (line: string) => void;
  /** http://HOST:PORT as the owner's browser reaches it: the one-time setup address starts so. */
  origin?: string;
  /** The server's one hash gate, also given to createApp. */
  hashGate: Gate;
}

export interface AdminRuntime {
  admin: AdminContext;
  /** The site folder to serve now (the latest complete build). */
  siteDir: () => string;
  close(): Promise<void>;
}

/**
 * Everything the admin side runs beside the HTTP app: accounts (ADMIN_EMAIL/ADMIN_PASSWORD at
 * start), uploads with their periodic clean-up and start-up sweep, and the background rebuild
 * (after each change, and at New Year for the footer's year).
 */
export async function startAdminRuntime({
  store,
  config,
  initialSiteDir,
  root = resolve(import.meta.dirname, '..', '..'),
  log = console.log,
  origin,
  hashGate,
}: AdminRuntimeOptions): Promise<AdminRuntime> {
  const { trust } = config;
  const auth = createAuth(store.db, { trustProxy: trust.trustProxy, hashGate });
  const setup = createSetupGate(auth.admins);
  // With PUBLIC_URL set, the setup form's origin check only accepts that address.
  const setupOrigin = trust.publicOrigin ?? origin;
  await bootstrapAdmin(auth.admins, config.admin, log, () => {
    const token = setupOrigin ? setup.issue() : null;
    return setupOrigin && token ? setupLine(setupOrigin, token) : CREATE_ADMIN_HINT;
  });
  const uploads = createUploads({
    uploadsDir: join(store.dataDir, 'uploads'),
    mediaDir: store.mediaDir,
    reserveBytes: config.healthMinFreeBytes ?? DEFAULT_MIN_FREE_BYTES,
  });
  const regenerator = createRegenerator({
    root,
    buildsDir: join(store.dataDir, 'site'),
    initialDir: initialSiteDir,
    env: { DATA_DIR: store.dataDir },
    prepare: (outDir) => snapshotForBuild(store, outDir, trust.publicOrigin),
    state: createSiteState(store.db),
    log,
  });
  // The pages name PUBLIC_URL (else the setting) as the site's address: a start with another one
  // than the served build names rebuilds them.
  const address = trust.publicOrigin || store.settings.get().site_url;
  if (servedAddressStale(regenerator.siteDir(), address)) regenerator.schedule();
  // Every derived file (src/lib/derived/kinds.ts), with one rebuild for those made together.
  const derived = createDerivedPipeline({
    store,
    rebuild: () => regenerator.schedule(),
    previewMaker: config.previewMaker,
    thumbnails: config.thumbnails,
    log,
  });
  // Film sizes (src/lib/aspect.ts): metadata, not a derived file, measured after each save.
  const shapes = createAspectProber({
    store,
    onMeasured: () => regenerator.schedule(),
    log,
    ffprobe: ffmpegAvailable(),
  });
  // Every change may have stored an image (a poster, a copied thumbnail, the photo) or a film.
  const onContentChange = () => {
    regenerator.schedule();
    shapes.refresh();
    derived.changed();
  };
  // Films stored before this version.
  shapes.refresh();
  const stopMaintenance = startMaintenance({
    uploads,
    mediaDir: store.mediaDir,
    isReferenced: (name) => store.isReferencedMedia(name),
    log,
  });
  const stopYearly = startYearlyRebuild({
    rebuild: () => regenerator.schedule(),
    servedYear: () => builtYear(regenerator.siteDir()),
    log,
  });
  const purge = setInterval(() => auth.sessions.purgeExpired(), HOUR_MS);
  purge.unref();
  return {
    admin: {
      auth,
      uploads,
      onContentChange,
      siteStatus: () => regenerator.status(),
      diskState: async () => diskState(await freeBytes(store.dataDir), config.healthMinFreeBytes),
      setup,
      previews: derived.previews,
      ...(derived.thumbnails ? { thumbnails: derived.thumbnails } : {}),
    },
    siteDir: regenerator.siteDir,
    async close() {
      clearInterval(purge);
      stopYearly();
      stopMaintenance();
      await shapes.close();
      await derived.close();
      await regenerator.close();
    },
  };
}
