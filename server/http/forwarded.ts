import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Context } from 'hono';

/**
 * How far the server believes what a reverse proxy writes. Built once from the environment (server/config/) and
 * handed to every part that looks at the client's address, scheme or host, so that all of them
 * read the forwarded headers the same way.
 */
export interface ProxyTrust {
  /** TRUST_PROXY=1: X-Forwarded-For / -Proto / -Host come from a proxy you run. */
  trustProxy: boolean;
  /** PUBLIC_URL's origin (scheme and host), when the site's public address is configured. */
  publicOrigin?: string | undefined;
}

/** Bindings @hono/node-server gives every request. */
interface NodeBindings {
  incoming?: IncomingMessage;
}

function incoming(c: Context): IncomingMessage | undefined {
  return (c.env as NodeBindings | undefined)?.incoming;
}

function entries(c: Context, header: string): string[] {
  return (c.req.header(header) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface RequestFacts {
  /** The client's address: the socket peer, or the entry our own proxy appended. */
  address: string;
  https: boolean;
  /** Whether the scheme is known: a TLS socket, or a trusted proxy that said which. */
  schemeKnown: boolean;
  /** The host the visitor asked for (lower case), if any. */
  host: string | undefined;
}

/**
 * The one reader of X-Forwarded-*. Without trustProxy those headers are ignored, since any client
 * can write them. With it, the client is the LAST X-Forwarded-For entry (the one our proxy
 * appended; earlier entries are whatever the client sent), and scheme and host are the first
 * X-Forwarded-Proto / X-Forwarded-Host entries.
 */
export function requestFacts(c: Context, trustProxy: boolean): RequestFacts {
  const socket = incoming(c)?.socket;
  const tls = (socket as TLSSocket | undefined)?.encrypted === true;
  const direct = {
    address: socket?.remoteAddress ?? 'unknown',
    https: tls,
    schemeKnown: tls,
    host: c.req.header('Host')?.toLowerCase(),
  };
  if (!trustProxy) return direct;
  const proto = entries(c, 'X-Forwarded-Proto')[0]?.toLowerCase();
  return {
    address: entries(c, 'X-Forwarded-For').at(-1) ?? direct.address,
    https: tls || proto === 'https',
    schemeKnown: tls || proto !== undefined,
    host: entries(c, 'X-Forwarded-Host')[0]?.toLowerCase() ?? direct.host,
  };
}

export const clientAddress = (c: Context, trustProxy: boolean): string =>
  requestFacts(c, trustProxy).address;

/** A direct TLS connection, or https as the trusted proxy reports it. */
export const isHttps = (c: Context, trustProxy: boolean): boolean =>
  requestFacts(c, trustProxy).https;
