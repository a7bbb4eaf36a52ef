import { linkAddress, linkExpired, type PrivateLink } from '../../../lib/private-link.ts';

export type LinkState = 'active' | 'disabled' | 'expired';

/** What the list shows: a disabled link says so even once its date has passed. */
export function linkState(link: PrivateLink, now: Date): LinkState {
  if (link.disabled) return 'disabled';
  return linkExpired(link.expires_on, now) ? 'expired' : 'active';
}

/** The full address to copy, on the site the admin is using. */
export function addressOf(link: PrivateLink): string {
  return linkAddress(window.location.origin, link.token);
}
