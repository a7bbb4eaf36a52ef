// Supabase answers in three dialects (PostgREST, Auth, Storage/tus); the interface knows only
// BackendError codes. Pure, so every mapping is unit-tested.
import { codeForStatus } from '../../lib/error-codes.ts';
import { BackendError } from '../port.ts';

export interface PostgrestErrorLike {
  code?: string | undefined;
  message?: string | undefined;
  details?: string | null | undefined;
}

// Which column a named check constraint guards, as the form's field keys (errors.ts).
const CONSTRAINT_FIELDS: Record<string, [string, string]> = {
  videos_title_length: ['title', 'title_required'],
  videos_url_length: ['url', 'url_required'],
  videos_video_type_known: ['video_type', 'video_type_invalid'],
  videos_slug_format: ['slug', 'slug_invalid'],
  videos_year_range: ['year', 'year_invalid'],
  videos_category_length: ['category', 'too_long'],
  videos_role_length: ['role', 'too_long'],
  videos_director_length: ['director', 'too_long'],
  videos_production_length: ['production', 'too_long'],
  videos_client_length: ['client', 'too_long'],
  videos_camera_length: ['camera', 'too_long'],
  videos_lenses_length: ['lenses', 'too_long'],
  videos_format_length: ['format', 'too_long'],
  videos_awards_length: ['awards', 'too_long'],
  videos_press_valid: ['press', 'press_invalid'],
};

function constraintFields(message: string): Record<string, string> | undefined {
  for (const [constraint, [field, key]] of Object.entries(CONSTRAINT_FIELDS)) {
    if (message.includes(constraint)) return { [field]: key };
  }
  return undefined;
}

/** Any failed HTTP status from a Supabase service, when nothing more precise is known. */
export function fromStatus(status: number, detail?: string): BackendError {
  return new BackendError(codeForStatus(status), status, detail);
}

/** A PostgREST error (supabase-js `error` plus the response status). */
export function fromPostgrest(error: PostgrestErrorLike, status: number): BackendError {
  const code = error.code ?? '';
  const detail = error.message || error.details || undefined;
  // 42501: a missing grant or a policy refusal; PGRST3xx: missing, expired or invalid JWT.
  if (code === '42501' || code.startsWith('PGRST3')) {
    return new BackendError('unauthorized', status === 403 ? 403 : 401, detail);
  }
  // 23514 check violation, 23502 not null, 22001 value too long: the row broke a table rule.
  if (code === '23514' || code === '23502' || code === '22001') {
    return new BackendError('validation', 400, detail, constraintFields(detail ?? ''));
  }
  // 23505 on the slug: another film has this page address (the local server's answer too).
  if (code === '23505' && /videos_slug_key/.test(`${detail ?? ''} ${error.details ?? ''}`)) {
    return new BackendError('validation', 400, detail, { slug: 'slug_taken' });
  }
  // 22023: reorder_videos got a list that is not exactly the current set, as the local server's
  // validation answer (adapter contract: the interface shows one text for both).
  if (code === '22023') return new BackendError('validation', 400, detail, { ids: 'ids_mismatch' });
  // 22P02: not a uuid.
  if (code === '22P02') return new BackendError('bad_request', 400, detail);
  // PGRST116: .single() found no row (gone, or hidden by row-level security).
  if (code === 'PGRST116') return new BackendError('not_found', 404, detail);
  if (code === 'PT429') return new BackendError('too_many_requests', 429, detail);
  return fromStatus(status, detail);
}

export interface AuthErrorLike {
  status?: number | undefined;
  code?: string | undefined;
  message?: string | undefined;
}

/** A Supabase Auth failure on sign-in. */
export function fromAuth(error: AuthErrorLike): BackendError {
  const status = error.status ?? 0;
  if (error.code === 'invalid_credentials' || error.code === 'email_not_confirmed') {
    return new BackendError('invalid_credentials', 401, error.message);
  }
  if (status === 429 || error.code === 'over_request_rate_limit') {
    return new BackendError('too_many_requests', 429, error.message);
  }
  if (status === 400) return new BackendError('invalid_credentials', 401, error.message);
  return new BackendError(status === 0 ? 'network' : 'internal', status, error.message);
}

/** A failed tus request to Storage's resumable endpoint (status 0: the network failed). */
export function fromUpload(status: number, body: string): BackendError {
  if (status === 0) return new BackendError('network', 0, body || 'network error');
  if (/mime type/i.test(body)) return new BackendError('unsupported_media_type', 415, body);
  if (/maximum allowed size|too large/i.test(body)) {
    return new BackendError('payload_too_large', 413, body);
  }
  return fromStatus(status, body);
}
