// The adapter contract against the real local app: admin routes, SQLite file, session cookie.
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startAdminTestServer,
} from '../../server/test-admin-server.ts';
import { API } from '../lib/api.ts';
import { describeBackendContract } from './contract.ts';
import { createLocalBackend } from './local.ts';
import { browserLikeFetch } from './local-test-fetch.ts';
import type { ContactSink } from './port.ts';

/** The public contact form's request, as the landing page sends it. */
function localContact(baseUrl: string): ContactSink {
  return {
    async sendContactMessage(input) {
      const response = await fetch(`${baseUrl}${API.contact}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ website: '', ...input }),
      });
      if (response.status !== 201) throw new Error(`contact answered ${response.status}`);
    },
  };
}

describeBackendContract('local', async () => {
  const server = await startAdminTestServer();
  // Each client keeps its own cookie, like two browsers.
  const client = () =>
    createLocalBackend({ baseUrl: server.url, fetch: browserLikeFetch(server.url) });
  return {
    backend: client(),
    signedOut: client(),
    contact: localContact(server.url),
    credentials: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    teardown: () => server.close(),
  };
});
