// The published site's absolute address: canonical links, Open Graph and JSON-LD read it here.
// It is the owner's stored 'Adresse du site'; until it is set there is no absolute address, and
// the pages leave those links out rather than point at a guessed host.

/** An absolute address on the published site, or null while the site address is not set. */
export function absoluteUrl(path: string, siteUrl: string): string | null {
  return siteUrl ? new URL(path, siteUrl).href : null;
}
