import { BackendError } from '../port.ts';
import { fromPostgrest, type PostgrestErrorLike } from './errors.ts';

interface Result<T> {
  data: T | null;
  error: PostgrestErrorLike | null;
  status: number;
}

/** Unwraps a PostgREST answer or throws the BackendError it stands for. */
export function take<T>({ data, error, status }: Result<T>): T {
  if (error) throw fromPostgrest(error, status);
  if (data === null) throw new BackendError('not_found', 404, 'no row returned');
  return data;
}
