import type { ApiErrorBody } from '../../lib/api.ts';
import { codeForStatus, isErrorCode } from '../../lib/error-codes.ts';
import { BackendError } from '../port.ts';

export type FetchLike = typeof fetch;

/** The BackendError a failed answer of the local server stands for. */
export async function errorFromResponse(response: Response): Promise<BackendError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    // A proxy's HTML error page or an empty body: the status alone decides.
  }
  const code = isErrorCode(body.error) ? body.error : codeForStatus(response.status);
  return new BackendError(code, response.status, body.detail, body.fields);
}

/** fetch itself failed: no answer reached us (offline, server down, timeout). */
export function networkError(error: unknown): BackendError {
  return new BackendError('network', 0, error instanceof Error ? error.message : String(error));
}

/** fetch for the local API: same-origin cookie, JSON in and out, BackendError on any failure. */
export function createHttp(baseUrl: string, fetchImpl: FetchLike) {
  async function send(
    path: string,
    method: string,
    body?: unknown,
    raw?: Blob,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    let payload: BodyInit | undefined;
    if (raw) {
      headers['Content-Type'] = raw.type || 'application/octet-stream';
      payload = raw;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      const init: RequestInit = { method, headers, credentials: 'same-origin' };
      if (payload !== undefined) init.body = payload;
      response = await fetchImpl(`${baseUrl}${path}`, init);
    } catch (error) {
      throw networkError(error);
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  return {
    send,
    async json<T>(path: string, method = 'GET', body?: unknown, raw?: Blob): Promise<T> {
      const response = await send(path, method, body, raw);
      try {
        return (await response.json()) as T;
      } catch (error) {
        throw new BackendError('bad_response', response.status, `invalid JSON: ${String(error)}`);
      }
    },
    async empty(path: string, method: string, body?: unknown): Promise<void> {
      const response = await send(path, method, body);
      await response.body?.cancel();
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
