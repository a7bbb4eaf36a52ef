import { createHash, timingSafeEqual } from 'node:crypto';
import { LINK_TOKEN, linkExpired } from '../../src/lib/private-link.ts';
import type { LinkAccess, LinkStore } from '../store/private-links.ts';

/** A token no link can have, compared against when none was found, so every miss costs the same. */
const NO_TOKEN = 'x'.repeat(43);

function sameToken(candidate: string, stored: string): boolean {
  const a = Buffer.from(candidate.padEnd(64, '\0').slice(0, 64));
  const b = Buffer.from(stored.padEnd(64, '\0').slice(0, 64));
  return timingSafeEqual(a, b) && candidate.length === stored.length;
}

/**
 * The link a visitor's token opens, or null for every kind of failure alike (unknown,
 * malformed, disabled, expired, deleted): each path does one lookup by hash and one
 * constant-time comparison, and the answer carries no reason.
 */
export function openLink(links: LinkStore, token: string, now: Date): LinkAccess | null {
  const wellFormed = LINK_TOKEN.test(token);
  const found = links.findByToken(wellFormed ? token : NO_TOKEN);
  const matches = sameToken(wellFormed ? token : '', found?.token ?? NO_TOKEN);
  if (!found || !matches) return null;
  if (found.disabled || linkExpired(found.expires_on, now)) return null;
  return found;
}

/** Cookie names, each scoped by Path to one link's address. */
export const ACCESS_COOKIE = 'filmfolio_link_access';
export const SEEN_COOKIE = 'filmfolio_link_seen';

/**
 * The access cookie's value: bound to this link's token and current password hash, so it opens
 * no other link, and a new password (or none) ends every access given before.
 */
export function accessProof(link: LinkAccess): string {
  return createHash('sha256')
    .update(`filmfolio:link-access:${link.token}:${link.password_hash ?? ''}`)
    .digest('base64url');
}

export function hasAccess(link: LinkAccess, cookie: string | undefined): boolean {
  if (link.password_hash === null) return true;
  if (!cookie) return false;
  const expected = Buffer.from(accessProof(link));
  const given = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
