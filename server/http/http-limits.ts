import type { ServerOptions } from 'node:http';

/**
 * Node's HTTP server, set on purpose rather than by default values: a client that sends its
 * headers a byte at a time, or never finishes a body, or holds idle connections open, only ties
 * up the server this long.
 */
export const HTTP_LIMITS = {
  /** The request line and headers, from the first byte. */
  headersTimeout: 10_000,
  /**
   * The whole request, body included. An upload chunk is a few MB; two minutes carries it at
   * well under 1 Mbit/s, and tus resumes a chunk cut short.
   */
  requestTimeout: 120_000,
  /** An idle keep-alive connection (browsers reuse theirs within seconds). */
  keepAliveTimeout: 5_000,
  /** How often the two timeouts above are checked (Node's default is 30 s). */
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;

/**
 * Open connections at once; past this, new ones are closed at once. Well above what one site
 * sees (the load test holds 200 visitors) and well below the process's file descriptor limit.
 */
export const MAX_CONNECTIONS = 512;

export function limitConnections(server: { maxConnections: number }): void {
  server.maxConnections = MAX_CONNECTIONS;
}
