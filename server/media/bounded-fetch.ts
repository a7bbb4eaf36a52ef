// Bodies fetched from a fixed third-party host by the server itself (thumbnails, oEmbed): no
// redirect followed, a size limit declared or counted, and a reason fit for one log line.

export class FetchRefused extends Error {}

/** Why a bounded fetch failed, in a few words. */
export function refusalReason(error: unknown, timeoutMs: number): string {
  if (error instanceof FetchRefused) return error.message;
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** The body of a 2xx answer, refused past maxBytes (declared or counted). */
export async function fetchBounded(
  url: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Uint8Array> {
  // No redirect is followed: only the fixed host is ever asked.
  const response = await fetch(url, { signal, redirect: 'error' });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new FetchRefused(`answered ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel();
    throw new FetchRefused(`larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new FetchRefused(`larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
