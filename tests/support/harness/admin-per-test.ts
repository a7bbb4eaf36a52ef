// The server suites start a fresh admin app for each test, so that no test sees another's videos,
// links or counts, and every app started is closed after its test.
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
  const start = adminServerPerTest();
  beforeEach(async () => {
    const server = await start();
    use({ server, cookie: await server.signIn() });
  });
}

/**
 * For tests that start the app themselves, each with its own options: the start function, whose
 * app is closed after the test that started it.
 */
export function adminServerPerTest(): typeof startAdminTestServer {
  let server: AdminTestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return async (...options) => {
    server = await startAdminTestServer(...options);
    return server;
  };
}
