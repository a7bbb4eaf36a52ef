import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BARE_PAGE_PATH,
  barePage,
  type FloorProxy,
  startNoScriptProxy,
  withoutScripts,
} from './no-script-proxy.ts';

const PAGE = `<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script>
<link rel="modulepreload" href="/_astro/a.js"><script type="module" src="/_astro/b.js"></script>
</head><body><script>inline()</script><noscript><p>sans JS</p></noscript>${'<p>texte</p>'.repeat(200)}</body></html>`;

describe('the no-JavaScript floor', () => {
  it('drops scripts and module preloads, keeps data scripts, shows <noscript> content', () => {
    const html = withoutScripts(PAGE);
    expect(html).not.toMatch(/modulepreload|_astro\/b\.js|inline\(\)/);
    expect(html).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(html).toContain('<p>sans JS</p>');
    expect(html).not.toContain('noscript');
  });

  it('makes a bare page: the same stylesheets and <html>/<body> attributes, no content', () => {
    const page = `<!DOCTYPE html><html lang="fr"><head><link rel="stylesheet" href="/_astro/a.css">
      <style>p{color:red}</style><script type="module" src="/x.js"></script></head>
      <body class="min-h-dvh bg-bg"><header><p>texte</p></header></body></html>`;
    const bare = barePage(page);
    expect(bare).toContain('<html lang="fr">');
    expect(bare).toContain('<link rel="stylesheet" href="/_astro/a.css">');
    expect(bare).toContain('<style>p{color:red}</style>');
    expect(bare).toContain('<body class="min-h-dvh bg-bg"></body>');
    expect(bare).not.toMatch(/texte|x\.js|<header/);
  });

  let upstream: http.Server;
  let proxy: FloorProxy;
  beforeAll(async () => {
    upstream = http.createServer(async (req, res) => {
      if (req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk);
        res.writeHead(204, { 'x-got': `${req.headers['content-type']} ${Buffer.concat(chunks)}` });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-kept': 'yes' });
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    proxy = await startNoScriptProxy(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    await proxy.close();
    upstream.close();
  });

  it('serves the stripped page gzipped, as the server would, with its other headers', async () => {
    const body = await new Promise<{ headers: http.IncomingHttpHeaders; data: Buffer }>(
      (resolve) => {
        http.get(
          `${proxy.url}/`,
          { headers: { 'accept-encoding': 'gzip' }, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, data: Buffer.concat(chunks) }));
          },
        );
      },
    );
    expect(body.headers['content-encoding']).toBe('gzip');
    expect(body.headers['x-kept']).toBe('yes');
    expect(gunzipSync(body.data).toString()).toBe(withoutScripts(PAGE));
  });

  it(`answers ${BARE_PAGE_PATH} with the bare page of the site's landing page`, async () => {
    const response = await fetch(`${proxy.url}${BARE_PAGE_PATH}`);
    expect(await response.text()).toBe(barePage(PAGE));
  });

  it("passes a page's posts on with their body (the audience beacon)", async () => {
    const response = await fetch(`${proxy.url}/api/stats`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"k":"visit"}',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('x-got')).toBe('text/plain {"k":"visit"}');
  });

  it('rewrites pages with the transform it is given instead of the floor', async () => {
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const marked = await startNoScriptProxy(
      `http://127.0.0.1:${port}`,
      (html) => `${html}<!--x-->`,
    );
    try {
      expect(await (await fetch(`${marked.url}/`)).text()).toBe(`${PAGE}<!--x-->`);
    } finally {
      await marked.close();
    }
  });
});
