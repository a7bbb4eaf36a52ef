// The error catalogue: every code a backend failure carries, with the HTTP status the local
// server answers it with. The server builds every error answer from this table
// (server/http/api-error.ts); both adapters fall back to codeForStatus when an answer names no
// code of ours; the interface branches on the code alone (src/lib/errors.ts).
export const ERROR_STATUS = {
  unauthorized: 401, // no valid session
  invalid_credentials: 401, // wrong email or password
  forbidden_origin: 403, // state-changing request from another origin
  too_many_requests: 429, // throttled (sign-in, contact)
  inbox_full: 503, // the contact inbox holds as many messages as it keeps; nothing was stored
  validation: 400, // body does not match the schema; fields say which
  bad_request: 400, // malformed request (not JSON, bad id), or a refusal we have no code for
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal: 500, // 503 or 507 when the store itself refused the write (see STORAGE_DETAILS)
  bad_response: 0, // an answer came but could not be read (not JSON, no media address)
  network: 0, // no answer at all: offline, server down, timeout
  aborted: 0, // the caller cancelled (an upload stopped by the form)
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/**
 * The code for a failed HTTP status when the answer names none of ours (a proxy's error page,
 * Storage, PostgREST without a known code). 403 reads as unauthorized: our own server names its
 * only 403 (forbidden_origin), so a bare 403 comes from a service refusing this session.
 */
export function codeForStatus(status: number): ErrorCode {
  if (status === 0) return 'network';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'internal';
}
