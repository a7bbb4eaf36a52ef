import { timingSafeEqual } from 'node:crypto';
import { LINK_TOKEN, linkExpired } from '../../src/lib/private-link.ts';
import type { LinkAccess, LinkStore } from '../store/links.ts';
import { checkSigned, signValue } from './signed-value.ts';

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

/** How long a password, once entered, opens its link (the server refuses older cookies). */
const ACCESS_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** How long one browser session's view marker keeps its views from being counted again. */
const SEEN_MAX_AGE_MS = 4 * 60 * 60 * 1000;

// Bound to the link's token and current password hash: it opens no other link, and a new
// password (or none) ends every access given before. Signed with the server's secret, which no
// copy of the database holds.
const accessSubject = (link: LinkAccess) => `${link.token}:${link.password_hash ?? ''}`;

export const accessCookie = (secret: Buffer, link: LinkAccess, now: Date): string =>
  signValue(secret, 'link-access', accessSubject(link), now);

export function hasAccess(
  secret: Buffer,
  link: LinkAccess,
  cookie: string | undefined,
  now: Date,
): boolean {
  if (link.password_hash === null) return true;
  return checkSigned(secret, 'link-access', accessSubject(link), cookie, now, ACCESS_MAX_AGE_MS);
}

export const seenMarker = (secret: Buffer, link: LinkAccess, now: Date): string =>
  signValue(secret, 'link-seen', link.id, now);

export const hasSeenMarker = (
  secret: Buffer,
  link: LinkAccess,
  cookie: string | undefined,
  now: Date,
): boolean => checkSigned(secret, 'link-seen', link.id, cookie, now, SEEN_MAX_AGE_MS);
