import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '../../src/lib/field-errors.ts';
import { apiError } from './api-error.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and checks it against a schema: 415 if not JSON, 400 bad_request if it does
 * not parse, 400 validation with field -> message key if it does not match.
 */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<Parsed<z.infer<S>>> {
  const fail = (response: Response) => ({ ok: false, response }) as const;
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return fail(apiError(c, 'unsupported_media_type'));
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return fail(apiError(c, 'bad_request', { detail: 'body is not valid JSON' }));
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  return fail(apiError(c, 'validation', { fields: fieldErrors(result.error) }));
}
