import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../../server/http/app.ts';
import { createHashGate } from '../../../server/limits/hash-gate.ts';
import { openStore, type Store } from '../../../server/store/open.ts';
import { listenLocal } from './listen.ts';
import { tempDataDir } from './temp-dirs.ts';

export const INLINE_SCRIPT = 'console.log("island bootstrap")';

/** A tiny built site: pages, a hashed asset, a 404 page with an inline script. */
export function writeTinySite(dir: string): void {
  mkdirSync(join(dir, '_astro'), { recursive: true });
  mkdirSync(join(dir, 'mentions-legales'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="fr"><head><script>${INLINE_SCRIPT}</script><script type="module" src="/_astro/app.Ab12Cd34.js"></script></head><body>${'<p>Accueil</p>'.repeat(200)}</body></html>`,
  );
  writeFileSync(join(dir, 'mentions-legales', 'index.html'), '<!doctype html><p>Mentions</p>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><p>Oops! Page not found</p>');
  // Valid JavaScript (each name once): a page that loads it has no error (tests/support/harness/page-errors.ts).
  const asset = Array.from({ length: 100 }, (_, i) => `export const x${i} = 1;\n`).join('');
  writeFileSync(join(dir, '_astro', 'app.Ab12Cd34.js'), asset);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

export interface TestServer {
  url: string;
  store: Store;
  dataDir: string;
  siteDir: string;
  close(): Promise<void>;
}

/** The real app on 127.0.0.1 and a free port, over a fresh data folder and a tiny site. */
export async function startTestServer({
  demo = false,
  trustProxy = false,
} = {}): Promise<TestServer> {
  const temp = tempDataDir();
  const siteDir = join(temp.dir, 'site');
  writeTinySite(siteDir);
  const store = openStore({ dataDir: join(temp.dir, 'data'), demo });
  const app = createApp({
    store,
    mediaDir: store.mediaDir,
    siteDir: () => siteDir,
    trustProxy,
    hashGate: createHashGate(),
  });
  const { url, close } = await listenLocal(app.fetch);
  return {
    url,
    store,
    dataDir: store.dataDir,
    siteDir,
    close: async () => {
      await close();
      store.close();
      temp.remove();
    },
  };
}
