import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Context } from 'hono';

/** Bindings @hono/node-server gives every request. */
interface NodeBindings {
  incoming?: IncomingMessage;
}

function incoming(c: Context): IncomingMessage | undefined {
  return (c.env as NodeBindings | undefined)?.incoming;
}

/**
 * The caller's address. Behind a proxy (TRUST_PROXY=1) it is the last X-Forwarded-For entry,
 * the one our own proxy appended; earlier entries are whatever the client chose to send.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return incoming(c)?.socket.remoteAddress ?? 'unknown';
}

/** A direct TLS connection, or https as the trusted proxy reports it. */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if ((incoming(c)?.socket as TLSSocket | undefined)?.encrypted) return true;
  return trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
}
