import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig, type ServerConfig } from './config/config.ts';
import { DEMO_MEDIA, demoContent } from './demo/demo-content.ts';
import { firstStartLine } from './demo/first-start-line.ts';
import { createApp } from './http/app.ts';
import { HTTP_LIMITS, limitConnections } from './http/http-limits.ts';
import { startAdminRuntime } from './jobs/admin-runtime.ts';
import { createHashGate } from './limits/hash-gate.ts';
import { keepNewFilesPrivate, NARROWED_LINE, narrowDataFolder } from './ops/private-files.ts';
import { startOperations } from './ops/start.ts';
import { openStore } from './store/open.ts';

function configOrExit(): ServerConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
keepNewFilesPrivate();
// Before the database is opened: its -wal and -shm take the database file's mode.
const narrowed = narrowDataFolder(config.dataDir);
if (narrowed > 0) console.log(NARROWED_LINE(narrowed, resolve(config.dataDir)));
const { port, host } = config;
const store = openStore({ dataDir: config.dataDir, demo: config.demo });
const firstStart = firstStartLine(store.db, store.dataDir, () =>
  demoContent(store.db, DEMO_MEDIA).present(),
);
if (firstStart) console.log(firstStart);
const siteRoot = resolve('dist');
// Every password check of this process (sign-in, account, private links) waits in this one.
const hashGate = createHashGate();
const runtime = await startAdminRuntime({
  store,
  config,
  initialSiteDir: siteRoot,
  hashGate,
  origin: `http://${host}:${port}`,
});

const app = createApp({
  store,
  mediaDir: store.mediaDir,
  siteDir: runtime.siteDir,
  hashGate,
  ...config.trust,
  admin: runtime.admin,
  health: { minFreeBytes: config.healthMinFreeBytes },
});
const server = serve(
  { fetch: app.fetch, port, hostname: host, serverOptions: HTTP_LIMITS },
  (info) => {
    console.log(`FilmFolio: http://${host}:${info.port}`);
  },
);
limitConnections(server);

startOperations({
  server: server as Server,
  config,
  dataDir: store.dataDir,
  close: async () => {
    await runtime.close();
    store.close();
  },
});
