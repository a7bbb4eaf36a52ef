import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { startAdminRuntime } from './admin-runtime.ts';
import { createApp } from './app.ts';
import { readProxyTrust } from './forwarded.ts';
import { HTTP_LIMITS, limitConnections } from './http-limits.ts';
import { createHashGate } from './limits/hash-gate.ts';
import { minFreeBytesFrom } from './ops/health.ts';
import { startOperations } from './ops/start.ts';
import { demoEnabled, openStore } from './store/open.ts';

const port = Number(process.env.PORT ?? 4321);
const trust = readProxyTrust(process.env);
const host = process.env.HOST ?? '127.0.0.1';
const store = openStore({
  dataDir: process.env.DATA_DIR ?? './data',
  demo: demoEnabled(process.env.DEMO_CONTENT),
});
const siteRoot = resolve('dist');
// Every password check of this process (sign-in, account, private links) waits in this one.
const hashGate = createHashGate();
const runtime = await startAdminRuntime({
  store,
  env: process.env,
  initialSiteDir: siteRoot,
  hashGate,
  origin: `http://${host}:${port}`,
});

const app = createApp({
  store,
  mediaDir: store.mediaDir,
  siteDir: runtime.siteDir,
  hashGate,
  ...trust,
  admin: runtime.admin,
  health: { minFreeBytes: minFreeBytesFrom(process.env.HEALTH_MIN_FREE_MB) },
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
  env: process.env,
  dataDir: store.dataDir,
  close: async () => {
    await runtime.close();
    store.close();
  },
});
