import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { startAdminRuntime } from './admin-runtime.ts';
import { createApp } from './app.ts';
import { demoEnabled, openStore } from './store/open.ts';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const store = openStore({
  dataDir: process.env.DATA_DIR ?? './data',
  demo: demoEnabled(process.env.DEMO_CONTENT),
});
const siteRoot = resolve('dist');
const runtime = await startAdminRuntime({
  store,
  env: process.env,
  initialSiteDir: siteRoot,
  origin: `http://${host}:${port}`,
});

const app = createApp({
  store,
  mediaDir: store.mediaDir,
  siteDir: runtime.siteDir,
  trustProxy: process.env.TRUST_PROXY === '1',
  admin: runtime.admin,
});
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`FilmFolio: http://${host}:${info.port}`);
});

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  console.log(`FilmFolio: ${signal}, closing`);
  // Open keep-alive connections would hold close() forever; a hard deadline ends the wait.
  const deadline = setTimeout(() => process.exit(1), 5000);
  deadline.unref();
  server.close(() => {
    void runtime.close().finally(() => {
      store.close();
      process.exit(0);
    });
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
