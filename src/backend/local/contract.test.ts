// The adapter contract against the real local app: admin routes, SQLite file, session cookie.
import { startAdminTestServer } from '../../../tests/support/admin-app.ts';
import { browserLikeFetch } from '../../../tests/support/browser-like-fetch.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../../tests/support/credentials.ts';
import { describeBackendContract } from '../contract/suite.ts';
import { createLocalBackend } from './local-backend.ts';
import { createLocalContactSink, createLocalContentSource } from './public.ts';

describeBackendContract('local', async () => {
  const server = await startAdminTestServer();
  // Each client keeps its own cookie, like two browsers.
  const client = () =>
    createLocalBackend({ baseUrl: server.url, fetch: browserLikeFetch(server.url) });
  return {
    backend: client(),
    signedOut: client(),
    contact: createLocalContactSink(server.url),
    publicContent: createLocalContentSource(server.url),
    another: client,
    credentials: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    readFile: async (url: string) =>
      new Uint8Array(await (await fetch(new URL(url, server.url))).arrayBuffer()),
    teardown: () => server.close(),
  };
});
