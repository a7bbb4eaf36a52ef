// The adapter contract against the real local app: admin routes, SQLite file, session cookie.

import { contractFilms } from '../../../tests/support/data/contract-films.ts';
import { tinyPreviewMp4 } from '../../../tests/support/data/tiny-preview.ts';
import { startAdminTestServer } from '../../../tests/support/harness/admin-app.ts';
import { browserLikeFetch } from '../../../tests/support/harness/browser-like-fetch.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../../tests/support/harness/credentials.ts';
import { tusUpload } from '../../../tests/support/harness/tus-upload.ts';
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
    // Through the real tus route, as the admin's browser uploads.
    films: contractFilms(async () => {
      const cookie = await server.signIn();
      const target = { base: server.url, headers: () => ({ Cookie: cookie }) };
      const bytes = Buffer.from(tinyPreviewMp4());
      return (await tusUpload(target, bytes, { name: 'film.mp4', type: 'video/mp4' })).mediaUrl;
    }, server.url),
    teardown: () => server.close(),
  };
});
