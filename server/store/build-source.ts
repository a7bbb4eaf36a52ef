// The local store as the build's content source. The build reaches it through the `#local-store`
// import (package.json "imports"): the one door from src/ into the server, named in one place.
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video } from '../../src/lib/video.ts';
import { demoEnabled, openStore, type Store } from './open.ts';

/** Opens the data folder (migrations, demo seed on first use) for each read, then closes it. */
// Shaped like the port's ContentSource and SettingsSource without importing them: the server
// reads src/lib only.
export function createStoreContentSource(env: NodeJS.ProcessEnv = process.env): {
  listVideos(): Promise<Video[]>;
  getSettings(): Promise<SiteSettings>;
  listSlugRedirects(): Promise<Array<{ from: string; to: string }>>;
} {
  const read = <T>(fn: (store: Store) => T): T => {
    // astro build runs at the repository root; the bundled copy of this code lives elsewhere.
    const store = openStore({
      dataDir: env.DATA_DIR ?? './data',
      demo: demoEnabled(env.DEMO_CONTENT),
      root: process.cwd(),
    });
    try {
      return fn(store);
    } finally {
      store.close();
    }
  };
  return {
    listVideos: async () => read((store) => store.videos.listVisible()),
    listSlugRedirects: async () => read((store) => store.videos.slugRedirects()),
    getSettings: async () => read((store) => store.settings.get()),
  };
}
