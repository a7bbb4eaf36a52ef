import type { z } from 'zod';

/**
 * A schema's complaints as the API's `fields` (field -> message key): a nested field is named by
 * its dotted path, the object itself by `_`, and a field's first complaint is the one kept. The
 * server's answers and both adapters' own checks use this one rule.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
