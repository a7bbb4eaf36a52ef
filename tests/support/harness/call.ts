export interface CallOptions {
  method?: string;
  cookie?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** fetch against a test server with the session cookie carried by hand. */
export function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (body !== undefined) init.body = body;
  return fetch(`${baseUrl}${path}`, init);
}

/** Headers a browser sends for a request started by another site. */
export const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
