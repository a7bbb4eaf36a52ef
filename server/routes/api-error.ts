import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiErrorBody, ErrorCode } from '../../src/lib/api.ts';

type Status = 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500;

export function apiError(
  c: Context,
  status: Status,
  error: ErrorCode,
  extra: Omit<ApiErrorBody, 'error'> = {},
): Response {
  const body: ApiErrorBody = { error, ...extra };
  return c.json(body, status);
}

/** 413 payload_too_large past maxSize bytes, before the handler reads anything. */
export const limitBody = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => apiError(c, 413, 'payload_too_large') });
