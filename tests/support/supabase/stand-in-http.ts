// Small HTTP helpers the Supabase stand-in's parts share (stand-in.ts).
import type http from 'node:http';
import type { Who } from './db.ts';

/** Who a request runs as: a role with its claims, or the service key. */
export type Caller = Who | { role: 'service_role' };

export async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8');
  return text ? JSON.parse(text) : {};
}

export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function send(res: http.ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

export const quoteIdent = (name: string) => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`column ${name}`);
  return `"${name}"`;
};

/** A Node request through a web-standard handler, as the Edge runtime runs one. */
export async function serveFunction(
  handler: (request: Request) => Promise<Response>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const response = await handler(
    new Request(`http://127.0.0.1${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

// What the hosted API's gateway answers a browser (Kong's cors plugin in front of every service,
// PostgREST's exposed headers): any origin, the headers the preflight asks for. The resumable
// endpoint answers its own preflight (@tus/server), as Storage does.
const EXPOSED =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Range-Unit, Upload-Offset, Upload-Length, Tus-Resumable, Tus-Version, Tus-Max-Size';

/** Adds CORS headers; answers a preflight and returns true then. */
export function corsAnswered(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  if (url.pathname.startsWith('/storage/v1/upload/resumable')) return false;
  const origin = req.headers.origin;
  if (!origin) return false;
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', EXPOSED);
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(200, {
    'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS',
    'access-control-allow-headers': String(
      req.headers['access-control-request-headers'] ?? 'authorization, apikey, content-type',
    ),
    'access-control-max-age': '3600',
  });
  res.end();
  return true;
}
