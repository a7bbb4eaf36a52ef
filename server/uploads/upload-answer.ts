import type { ApiErrorBody } from '../../src/lib/api.ts';
import { codeForStatus, type ErrorCode, isErrorCode } from '../../src/lib/error-codes.ts';

/** Our own refusals inside tus (the content check) start their text with the code. */
function codeOf(status: number, text: string): ErrorCode {
  const named = text.split(':', 1)[0];
  return isErrorCode(named) ? named : codeForStatus(status);
}

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
  const code = codeOf(response.status, text);
  const detail = text.startsWith(`${code}: `) ? text.slice(code.length + 2) : text;
  const body: ApiErrorBody = { error: code, ...(detail ? { detail } : {}) };
  headers.set('Content-Type', 'application/json; charset=UTF-8');
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
