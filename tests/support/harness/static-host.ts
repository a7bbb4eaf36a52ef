// A static host on 127.0.0.1 for a built dist/ in Supabase mode, reading the build's own
// `_redirects` (rewrites with status 200, `/from/*`) and `_headers` files the way Netlify and
// Cloudflare Pages do for the forms we use, so a test proves those files, not a copy of them.
// Unknown paths get 404.html with status 404, as GitHub Pages does.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.webp': 'image/webp',
};

const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;

function readLines(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
}

function rewrites(dir: string): Array<{ from: string; to: string }> {
  return readLines(path.join(dir, '_redirects')).flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    return from && to && status === '200' ? [{ from, to }] : [];
  });
}

function headerRules(dir: string): Array<{ pattern: string; headers: Array<[string, string]> }> {
  const rules: Array<{ pattern: string; headers: Array<[string, string]> }> = [];
  for (const line of readLines(path.join(dir, '_headers'))) {
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const [name = '', ...value] = line.trim().split(':');
      rules.at(-1)?.headers.push([name.trim(), value.join(':').trim()]);
    }
  }
  return rules;
}

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

/** `hostRules: false`: a host that reads neither file (GitHub Pages). */
export async function startStaticHost(dir: string, hostRules = true): Promise<StaticHost> {
  const rules = hostRules ? rewrites(dir) : [];
  const headers = hostRules ? headerRules(dir) : [];
  const fileFor = (pathname: string): string | null => {
    const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidate = path.join(dir, safe);
    if (!candidate.startsWith(dir)) return null;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    const index = path.join(candidate, 'index.html');
    return fs.existsSync(index) ? index : null;
  };
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rewrite = rules.find((rule) => matches(rule.from, pathname));
    const file = fileFor(rewrite ? rewrite.to : pathname);
    for (const rule of headers) {
      if (matches(rule.pattern, pathname)) {
        for (const [name, value] of rule.headers) res.setHeader(name, value);
      }
    }
    const served = file ?? path.join(dir, '404.html');
    res.writeHead(file ? 200 : 404, {
      'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
    });
    fs.createReadStream(served).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
