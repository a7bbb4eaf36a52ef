// An https client for the site behind Caddy: trusts Caddy's local CA, connects to 127.0.0.1 and
// names localhost (SNI and Host), keeps the session cookie, and sends the site's own Origin on
// writes as the admin pages do.
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Caddy } from './caddy.ts';
import { ADMIN } from './credentials.ts';

export interface ProxyResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export class ProxyClient {
  readonly caddy: Caddy;
  cookie = '';

  constructor(caddy: Caddy) {
    this.caddy = caddy;
  }

  request(method: string, path: string, body?: unknown): Promise<ProxyResponse> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      host: `localhost:${this.caddy.port}`,
      origin: this.caddy.origin,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    };
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: this.caddy.port,
          servername: 'localhost',
          ca: this.caddy.ca,
          method,
          path,
          headers,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.request(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
    return (res.text ? JSON.parse(res.text) : undefined) as T;
  }

  async signIn(password: string = ADMIN.password): Promise<ProxyResponse> {
    const res = await this.request('POST', '/api/session', { email: ADMIN.email, password });
    const cookies = res.headers['set-cookie'] ?? [];
    this.cookie = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    return res;
  }
}
