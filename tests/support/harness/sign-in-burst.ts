// The server the sign-in burst suites talk to: no videos, and TRUST_PROXY=1 so that one test
// machine can speak for many client addresses through X-Forwarded-For.
import { afterAll, beforeAll } from 'vitest';
import { API } from '../../../src/lib/api.ts';
import { type RawReply, rawRequest } from './raw-http.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from './server.ts';

export interface SignInServer {
  /** The server's base address (valid once `beforeAll` has run). */
  readonly url: string;
  /** One sign-in attempt as if it came from `address`. */
  signIn(address: string, email: string, password: string): Promise<RawReply>;
}

/** Starts the server in `beforeAll` and stops it in `afterAll` of the calling test file. */
export function signInServer(): SignInServer {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await spawnServer({ env: { DEMO_CONTENT: '0', TRUST_PROXY: '1' } });
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
  });
  const url = (): string => {
    if (!server) throw new Error('the sign-in server starts in beforeAll');
    return server.url;
  };
  return {
    get url() {
      return url();
    },
    signIn(address, email, password) {
      return rawRequest(url(), {
        method: 'POST',
        path: API.session,
        headers: {
          'content-type': 'application/json',
          origin: url(),
          'x-forwarded-for': address,
          'x-forwarded-proto': 'http',
        },
        body: JSON.stringify({ email, password }),
        timeoutMs: 60_000,
      });
    },
  };
}

/** How many replies had each status. */
export function countStatuses(replies: ReadonlyArray<{ status: number }>): Record<number, number> {
  const count: Record<number, number> = {};
  for (const { status } of replies) count[status] = (count[status] ?? 0) + 1;
  return count;
}
