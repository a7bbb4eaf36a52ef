import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface Listening {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Stops listening and cuts the connections still open (keep-alive would hold it otherwise). */
  close: () => Promise<void>;
}

/** Serves an app on 127.0.0.1 at a port the system picks, as the tests' servers all do. */
export async function listenLocal(fetch: Parameters<typeof serve>[0]['fetch']): Promise<Listening> {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
