import { describe, expect, it } from 'vitest';
import { codeForStatus, ERROR_CODES, ERROR_STATUS, isErrorCode } from './error-codes.ts';

describe('error catalogue', () => {
  it('gives each code one status; the browser-only codes have none', () => {
    expect(ERROR_STATUS.validation).toBe(400);
    expect(ERROR_STATUS.forbidden_origin).toBe(403);
    expect(ERROR_STATUS.payload_too_large).toBe(413);
    expect(ERROR_CODES.filter((code) => ERROR_STATUS[code] === 0)).toEqual([
      'bad_response',
      'network',
      'aborted',
    ]);
  });

  it('knows its own codes only', () => {
    expect(isErrorCode('not_found')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });

  it('reads a bare status the same way for both adapters', () => {
    const table = [0, 400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503].map((status) => [
      status,
      codeForStatus(status),
    ]);
    expect(table).toEqual([
      [0, 'network'],
      [400, 'bad_request'],
      [401, 'unauthorized'],
      [403, 'unauthorized'],
      [404, 'not_found'],
      [409, 'bad_request'],
      [413, 'payload_too_large'],
      [415, 'unsupported_media_type'],
      [429, 'too_many_requests'],
      [500, 'internal'],
      [502, 'internal'],
      [503, 'internal'],
    ]);
  });
});
