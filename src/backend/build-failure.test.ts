import { describe, expect, it } from 'vitest';
import { buildReadFailure } from './build-failure.ts';
import { BackendError } from './port.ts';

describe('buildReadFailure', () => {
  it('names the read, the address and the network cause fetch hides', () => {
    const error = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
        code: 'ECONNREFUSED',
      }),
    });
    expect(buildReadFailure('videos', 'http://127.0.0.1:9/', error)).toBe(
      'FilmFolio build stopped: could not read the videos from http://127.0.0.1:9/rest/v1/videos: fetch failed (ECONNREFUSED)',
    );
  });

  it('keeps one line for a multi-line reason', () => {
    const line = buildReadFailure(
      'settings',
      'https://x.supabase.co',
      new BackendError('unauthorized', 401, 'Invalid API key\nhint'),
    );
    expect(line).toBe(
      'FilmFolio build stopped: could not read the site settings from https://x.supabase.co/rest/v1/site_settings: Invalid API key hint',
    );
    expect(buildReadFailure('redirects', 'https://x', 'boom')).toContain('the old film addresses');
  });
});
