// The server suites that act as the signed-in administrator start a fresh app for each test, so
// that no test sees another's videos, links or counts.
import { afterEach, beforeEach } from 'vitest';
import { type AdminTestServer, startAdminTestServer } from './admin-app.ts';

export interface SignedInAdmin {
  server: AdminTestServer;
  /** The session's Cookie header value. */
  cookie: string;
}

/**
 * Registers, in the calling test file, a fresh admin server signed in before each test (handed to
 * `use` once started) and closed after it.
 */
export function signedInAdminPerTest(use: (admin: SignedInAdmin) => void): void {
  let server: AdminTestServer | undefined;
  beforeEach(async () => {
    server = await startAdminTestServer();
    use({ server, cookie: await server.signIn() });
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
}
