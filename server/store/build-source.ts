// The local store as the build's content source. The build reaches it through the `#local-store`
// import (package.json "imports"): the one door from src/ into the server, named in one place.
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video } from '../../src/lib/video.ts';
import {
  type ContentSnapshot,
  readContentSnapshot,
  takeContentSnapshot,
} from './content-snapshot.ts';
import { demoEnabled, openStore } from './open.ts';

/** Set by the server's background rebuild: the file it wrote from its own open store. */
export const SNAPSHOT_ENV = 'FILMFOLIO_CONTENT_SNAPSHOT';

/**
 * A rebuild started by the server reads the snapshot the server wrote, and never opens the
 * database, so the admin's writes never wait behind a build. `npm run build` on its own opens
 * the data folder once (migrations, demo seed on first use: `npm start` builds before serving).
 */
export function createStoreContentSource(env: NodeJS.ProcessEnv = process.env): {
  listVideos(): Promise<Video[]>;
  getSettings(): Promise<SiteSettings>;
  listSlugRedirects(): Promise<Array<{ from: string; to: string }>>;
} {
  let snapshot: ContentSnapshot | undefined;
  const read = (): ContentSnapshot => {
    snapshot ??= fromSnapshotFileOrStore();
    return snapshot;
  };
  const fromSnapshotFileOrStore = (): ContentSnapshot => {
    const file = env[SNAPSHOT_ENV];
    if (file) return readContentSnapshot(file);
    // astro build runs at the repository root; the bundled copy of this code lives elsewhere.
    const store = openStore({
      dataDir: env.DATA_DIR ?? './data',
      demo: demoEnabled(env.DEMO_CONTENT),
      root: process.cwd(),
    });
    try {
      return takeContentSnapshot(store);
    } finally {
      store.close();
    }
  };
  return {
    listVideos: async () => read().videos,
    listSlugRedirects: async () => read().slugRedirects,
    getSettings: async () => read().settings,
  };
}
