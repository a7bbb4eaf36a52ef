/** Conditional GET (RFC 9110 §13): the request validators against the ones of what would be sent. */

const opaque = (tag: string): string => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** If-None-Match uses the weak comparison: W/"x" matches "x" (a compressed copy is weakened). */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag.trim()) === wanted);
}

/** If-Modified-Since counts only without If-None-Match, at the one-second precision of HTTP dates. */
export function notModified(
  headers: { ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined },
  etag: string,
  modifiedMs: number,
): boolean {
  if (headers.ifNoneMatch) return noneMatchHits(headers.ifNoneMatch, etag);
  if (!headers.ifModifiedSince) return false;
  const since = Date.parse(headers.ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(modifiedMs / 1000) * 1000 <= since;
}
