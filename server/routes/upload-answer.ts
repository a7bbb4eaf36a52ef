import type { ApiErrorBody } from '../../src/lib/api.ts';
import type { ErrorCode } from '../../src/lib/error-codes.ts';

const CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'bad_request',
  403: 'forbidden_origin',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * A tus answer made like every other answer of the API. Errors become JSON ({ error, detail },
 * the status kept: tus clients act on it) instead of tus's plain text. The CORS headers tus adds
 * go: uploads come from our own pages only, which need none, and a wildcard would invite others.
 */
export async function asApiAnswer(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) {
    if (name.startsWith('access-control-')) headers.delete(name);
  }
  if (response.status < 400 || response.body === null) {
    return new Response(response.body, { status: response.status, headers });
  }
  const text = (await response.text()).trim();
  const code = CODES[response.status] ?? (response.status >= 500 ? 'internal' : 'bad_request');
  const detail = text.startsWith(`${code}: `) ? text.slice(code.length + 2) : text;
  const body: ApiErrorBody = { error: code, ...(detail ? { detail } : {}) };
  headers.set('Content-Type', 'application/json; charset=UTF-8');
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
