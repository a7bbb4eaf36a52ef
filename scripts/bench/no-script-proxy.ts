import http from 'node:http';
import { gzipSync } from 'node:zlib';

// Compressed as our server compresses (hono/compress: these types, from 1 KB), so the floor is
// compared on the same wire bytes and not inflated by the proxy.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * What a browser with JavaScript disabled receives: the same responses, with every script and
 * module preload taken out of HTML and <noscript> content shown. Blink's own switch also stops
 * the DevTools protocol Lighthouse relies on, so the floor is built here instead.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<\/?noscript>/gi, '');
}

/** Where the proxy answers with barePage() of the site's landing page. */
export const BARE_PAGE_PATH = '/__bare';

/**
 * The page's floor under its floor: the same stylesheets (links and inline styles), the same
 * <html> and <body> attributes, and no content. What is left is what the CSS costs by itself.
 */
export function barePage(html: string): string {
  const styles = [
    ...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>|<style\b[^>]*>[\s\S]*?<\/style>/gi),
  ].map((m) => m[0]);
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '<html>';
  const bodyTag = /<body\b[^>]*>/i.exec(html)?.[0] ?? '<body>';
  return `<!DOCTYPE html>${htmlTag}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bare</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${styles.join('')}</head>${bodyTag}</body></html>`;
}

export interface FloorProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `target` through 127.0.0.1 with every HTML page rewritten by `transform` (by default the
 * JavaScript-off floor), compressed as the server compresses.
 */
export function startNoScriptProxy(
  target: string,
  transform: (html: string) => string = withoutScripts,
): Promise<FloorProxy> {
  const server = http.createServer(async (req, res) => {
    try {
      const bare = req.url === BARE_PAGE_PATH;
      const method = req.method ?? 'GET';
      // A page's own posts (the audience beacon) reach the server as sent.
      const sent: Buffer[] = [];
      if (method !== 'GET' && method !== 'HEAD') for await (const chunk of req) sent.push(chunk);
      const upstream = await fetch(target + (bare ? '/' : (req.url ?? '/')), {
        method,
        headers: {
          'accept-encoding': 'identity',
          ...(req.headers.range ? { range: req.headers.range } : {}),
          ...(req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {}),
        },
        ...(sent.length > 0 ? { body: Buffer.concat(sent) } : {}),
      });
      const type = upstream.headers.get('content-type') ?? '';
      const headers: Record<string, string> = {};
      upstream.headers.forEach((v, k) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k))
          headers[k] = v;
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (
        type.includes('text/html') ||
        body.subarray(0, 15).toString().toLowerCase() === '<!doctype html>'
      ) {
        const page = body.toString('utf8');
        body = Buffer.from(bare ? barePage(page) : transform(page));
      }
      const gzip =
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
        COMPRESSIBLE.test(type) &&
        body.length >= MIN_COMPRESS_BYTES;
      if (gzip) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(upstream.status, { ...headers, 'content-length': String(body.length) });
      res.end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
