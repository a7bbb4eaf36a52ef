// What a backend failure looks like to the interface, apart from its French texts (errors.ts), so
// a public script can tell the server's answers apart without shipping the string catalogue.
import type { ErrorCode } from './error-codes.ts';

/** The shape every adapter's BackendError has; kept structural so lib imports nothing of ours. */
interface CodedError {
  code: ErrorCode;
  status: number;
  detail?: string | undefined;
  fields?: Record<string, string> | undefined;
}

export function isCodedError(error: unknown): error is CodedError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** True when the server says the session is missing or expired: the app goes back to /admin. */
export function isSessionExpired(error: unknown): boolean {
  return isCodedError(error) && error.code === 'unauthorized';
}
