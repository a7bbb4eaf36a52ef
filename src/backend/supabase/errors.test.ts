import { describe, expect, it } from 'vitest';
import { errorMessage, loginErrorText } from '../../lib/errors.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { fromAuth, fromPostgrest, fromStatus, fromUpload } from './errors.ts';

describe('PostgREST errors', () => {
  it('a policy or grant refusal is unauthorized, keeping 401 or 403', () => {
    const signedOut = fromPostgrest(
      { code: '42501', message: 'new row violates row-level security policy for table "videos"' },
      401,
    );
    expect(signedOut).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(fromPostgrest({ code: '42501', message: 'permission denied' }, 403)).toMatchObject({
      code: 'unauthorized',
      status: 403,
    });
    expect(fromPostgrest({ code: 'PGRST301', message: 'JWT expired' }, 401).code).toBe(
      'unauthorized',
    );
    expect(errorMessage('delete', signedOut)).toBe(fr.toasts.sessionExpired);
  });

  it('a check violation is a validation error naming the field when it can', () => {
    const error = fromPostgrest(
      {
        code: '23514',
        message: 'new row for relation "videos" violates check constraint "videos_title_length"',
      },
      400,
    );
    expect(error).toMatchObject({
      code: 'validation',
      status: 400,
      fields: { title: 'title_required' },
    });
    expect(errorMessage('save', error, 'youtube')).toBe(fr.form.titleRequired);
    expect(
      fromPostgrest(
        { code: '23514', message: 'violates check constraint "videos_order_position_positive"' },
        400,
      ),
    ).toMatchObject({ code: 'validation', fields: undefined });
  });

  it('a taken page address is slug_taken; a bad slug or year names its field', () => {
    const taken = fromPostgrest(
      {
        code: '23505',
        message: 'duplicate key value violates unique constraint "videos_slug_key"',
        details: 'Key (slug)=(clip) already exists.',
      },
      409,
    );
    expect(taken).toMatchObject({
      code: 'validation',
      status: 400,
      fields: { slug: 'slug_taken' },
    });
    expect(errorMessage('save', taken, 'youtube')).toBe('Cette adresse est déjà utilisée');
    const otherUnique = fromPostgrest({ code: '23505', message: 'admins_pkey' }, 409);
    expect(otherUnique.fields).toBeUndefined();
    for (const [constraint, field, key] of [
      ['videos_slug_format', 'slug', 'slug_invalid'],
      ['videos_year_range', 'year', 'year_invalid'],
      ['videos_awards_length', 'awards', 'too_long'],
      ['videos_press_valid', 'press', 'press_invalid'],
    ]) {
      const error = fromPostgrest(
        { code: '23514', message: `new row violates check constraint "${constraint}"` },
        400,
      );
      expect(error.fields).toEqual({ [field as string]: key });
    }
  });

  it('other codes', () => {
    expect(
      fromPostgrest({ code: '22023', message: 'ids must list every video' }, 400),
    ).toMatchObject({ code: 'validation', status: 400, fields: { ids: 'ids_mismatch' } });
    expect(
      fromPostgrest({ code: '22P02', message: 'invalid input syntax for type uuid' }, 400).code,
    ).toBe('bad_request');
    expect(fromPostgrest({ code: 'PGRST116', message: '0 rows' }, 406)).toMatchObject({
      code: 'not_found',
      status: 404,
    });
    expect(fromPostgrest({ code: 'PT429', message: 'too many' }, 429).code).toBe(
      'too_many_requests',
    );
    expect(fromPostgrest({ code: '', message: 'Payload Too Large' }, 413).code).toBe(
      'payload_too_large',
    );
  });

  it('an unknown server failure is internal with its detail (database error on save)', () => {
    const error = fromPostgrest({ code: 'XX000', message: 'disk full' }, 500);
    expect(error).toMatchObject({ code: 'internal', status: 500, detail: 'disk full' });
    expect(errorMessage('save', error)).toBe(fr.toasts.saveDb('disk full'));
  });
});

describe('Auth errors', () => {
  it('wrong credentials read as wrong login', () => {
    const error = fromAuth({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(error).toMatchObject({ code: 'invalid_credentials', status: 401 });
    expect(loginErrorText(error)).toEqual({
      title: fr.login.wrongTitle,
      message: fr.login.wrongMessage,
    });
  });

  it('throttling and unexpected failures', () => {
    expect(fromAuth({ status: 429, code: 'over_request_rate_limit' }).code).toBe(
      'too_many_requests',
    );
    expect(fromAuth({ status: 500, message: 'boom' })).toMatchObject({
      code: 'internal',
      status: 500,
    });
    expect(loginErrorText(fromAuth({ status: 0, message: 'Failed to fetch' }))).toEqual({
      title: fr.login.errorTitle,
      message: fr.login.errorMessage,
    });
  });
});

describe('Storage and upload errors', () => {
  it('413 from the resumable endpoint shows too-large message', () => {
    const error = fromUpload(
      413,
      'Payload too large: The object exceeded the maximum allowed size',
    );
    expect(error.code).toBe('payload_too_large');
    expect(errorMessage('save', error, 'direct')).toBe(fr.form.uploadTooLarge);
  });

  it('a refused MIME type, a refused token, a dropped connection', () => {
    expect(fromUpload(400, 'mime type video/x-msvideo is not supported').code).toBe(
      'unsupported_media_type',
    );
    expect(fromUpload(403, 'new row violates row-level security policy').code).toBe('unauthorized');
    expect(fromUpload(0, '')).toMatchObject({ code: 'network', status: 0 });
    expect(fromStatus(502, 'bad gateway').code).toBe('internal');
  });
});
