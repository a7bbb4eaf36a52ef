import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { clientAddress } from '../http/forwarded.ts';
import { addressGroup } from './address-group.ts';

/**
 * The client's address group (an IPv6 /64 counts as one client), hashed: enough to count its
 * requests, never stored in clear.
 */
export function clientKey(c: Context, purpose: string, trustProxy: boolean): string {
  const group = addressGroup(clientAddress(c, trustProxy));
  return createHash('sha256').update(`filmfolio:${purpose}:${group}`).digest('hex');
}
