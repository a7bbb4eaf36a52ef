import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../src/lib/api.ts';
import { ERROR_STATUS, type ErrorCode } from '../../src/lib/error-codes.ts';

/** The codes the server itself answers with (the others are the browser's own: network, ...). */
export type ServerErrorCode = {
  [K in ErrorCode]: (typeof ERROR_STATUS)[K] extends 0 ? never : K;
}[ErrorCode];

/**
 * Every error answer of the API: the code's status from the catalogue (src/lib/error-codes.ts)
 * and the JSON body the adapters read. Only a storage failure overrides the status (503, 507).
 */
export function apiError(
  c: Context,
  error: ServerErrorCode,
  extra: Omit<ApiErrorBody, 'error'> = {},
  status: ContentfulStatusCode = ERROR_STATUS[error],
): Response {
  const body: ApiErrorBody = { error, ...extra };
  return c.json(body, status);
}
