// The published site's absolute address: canonical links, Open Graph, JSON-LD, sitemap and
// robots.txt all read it here, so it can come from the site settings in one change.
import { site } from './site.ts';

export function siteAddress(): string {
  return site.url;
}

/** An absolute address on the published site. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteAddress()).href;
}
