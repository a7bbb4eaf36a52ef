// Where a static private link page finds its token: /p/<token> (a host rewrite serves the page
// there), or /lien-prive/#<token>, where the 404 page of a host without rewrites (GitHub Pages)
// sends it: after `#` the token never reaches a server nor a Referer.
import { LINK_PATH_PREFIX, LINK_TOKEN } from '../../lib/private-link.ts';

export function linkTokenFrom(location: { pathname: string; hash: string }): string | null {
  const { pathname, hash } = location;
  const fromPath = pathname.startsWith(LINK_PATH_PREFIX)
    ? pathname.slice(LINK_PATH_PREFIX.length).replace(/\/$/, '')
    : null;
  const token = fromPath ?? hash.replace(/^#/, '');
  return LINK_TOKEN.test(token) ? token : null;
}

/** sessionStorage keys: per link, and only for this tab's session. */
export const accessKey = (token: string) => `filmfolio:link-access:${token}`;
export const countedKey = (token: string) => `filmfolio:link-counted:${token}`;
