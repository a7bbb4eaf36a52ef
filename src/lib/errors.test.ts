import { describe, expect, it } from 'vitest';
import { BackendError } from '../backend/port.ts';
import {
  debugText,
  errorMessage,
  isSessionExpired,
  loginErrorText,
  unexpectedErrorText,
} from './errors.ts';
import { fr } from './i18n/fr.ts';

describe('errorMessage', () => {
  it('maps save failures to the product texts', () => {
    expect(errorMessage('save', new BackendError('payload_too_large', 413))).toBe(
      fr.form.uploadTooLarge,
    );
    expect(errorMessage('save', new BackendError('unsupported_media_type', 415))).toBe(
      fr.form.fileWrongType,
    );
    expect(errorMessage('save', new BackendError('internal', 500, 'SQLITE_BUSY'))).toBe(
      "Erreur lors de l'enregistrement: SQLITE_BUSY",
    );
    expect(errorMessage('save', new BackendError('internal', 503, 'database_busy'))).toBe(
      "Erreur lors de l'enregistrement: la base de données est occupée, réessayez dans un instant",
    );
    expect(errorMessage('save', new BackendError('internal', 507, 'disk_full'))).toBe(
      'Espace disque insuffisant sur le serveur',
    );
    expect(errorMessage('save', new BackendError('network', 0, 'Failed to fetch'))).toBe(
      fr.toasts.saveDefault,
    );
    expect(errorMessage('save', new Error('boom'))).toBe(
      "Une erreur est survenue lors de l'enregistrement",
    );
    expect(errorMessage('save', new BackendError('unauthorized', 401))).toBe(
      fr.toasts.sessionExpired,
    );
  });

  it('maps validation fields by video type', () => {
    const urlMissing = new BackendError('validation', 400, undefined, { url: 'url_required' });
    expect(errorMessage('save', urlMissing, 'youtube')).toBe("L'URL YouTube est requise");
    expect(errorMessage('save', urlMissing, 'vimeo')).toBe("L'URL Vimeo est requise");
    const vimeo = new BackendError('validation', 400, undefined, { url: 'vimeo_invalid' });
    expect(errorMessage('save', vimeo, 'vimeo')).toBe("L'URL Vimeo n'est pas valide");
    const youtube = new BackendError('validation', 400, undefined, { url: 'youtube_invalid' });
    expect(errorMessage('save', youtube, 'youtube')).toBe("L'URL YouTube n'est pas valide");
    const direct = new BackendError('validation', 400, undefined, { url: 'direct_invalid' });
    expect(errorMessage('save', direct, 'direct')).toBe(fr.toasts.saveDefault);
    const title = new BackendError('validation', 400, undefined, { title: 'title_required' });
    expect(errorMessage('save', title)).toBe('Le titre est requis');
    const unknown = new BackendError('validation', 400, undefined, { x: 'weird' });
    expect(errorMessage('save', unknown)).toBe(fr.toasts.saveDefault);
  });

  it('gives the fixed text of each other situation', () => {
    const err = new BackendError('internal', 500, 'x');
    expect(errorMessage('delete', err)).toBe('Une erreur est survenue lors de la suppression');
    expect(errorMessage('layout', err)).toBe(
      'Une erreur est survenue lors de la modification de la mise en page',
    );
    expect(errorMessage('order', err)).toBe(
      "Une erreur est survenue lors de la mise à jour de l'ordre",
    );
    expect(errorMessage('settings', err)).toBe(
      'Une erreur est survenue lors de la mise à jour des paramètres',
    );
    expect(errorMessage('order', new BackendError('unauthorized', 401))).toBe(
      fr.toasts.sessionExpired,
    );
  });
});

describe('loginErrorText', () => {
  it('distinguishes wrong credentials, throttling and the rest', () => {
    expect(loginErrorText(new BackendError('invalid_credentials', 401))).toEqual({
      title: 'Erreur de connexion',
      message: 'Email ou mot de passe incorrect',
    });
    expect(loginErrorText(new BackendError('too_many_requests', 429)).message).toBe(
      fr.login.throttled,
    );
    expect(loginErrorText(new TypeError('network'))).toEqual({
      title: 'Erreur',
      message: 'Une erreur est survenue lors de la connexion',
    });
  });
});

describe('helpers', () => {
  it('detects an expired session only for unauthorized', () => {
    expect(isSessionExpired(new BackendError('unauthorized', 401))).toBe(true);
    expect(isSessionExpired(new BackendError('invalid_credentials', 401))).toBe(false);
    expect(isSessionExpired(new Error('unauthorized'))).toBe(false);
  });

  it('prints the raw error for the debug area', () => {
    const text = debugText(new BackendError('validation', 400, 'bad', { title: 'title_required' }));
    expect(text).toContain('code: validation');
    expect(text).toContain('status: 400');
    expect(text).toContain('title_required');
    expect(debugText(new TypeError('x'))).toBe('TypeError: x');
  });

  it('gives the status of a failure that has one, the message otherwise (error screen)', () => {
    expect(unexpectedErrorText(new BackendError('internal', 503, 'database_busy'))).toBe(
      '503 database_busy',
    );
    expect(unexpectedErrorText(new BackendError('not_found', 404))).toBe('404 not_found');
    // No HTTP answer at all (status 0): the message says what happened.
    expect(unexpectedErrorText(new BackendError('network', 0, 'Failed to fetch'))).toBe(
      'Failed to fetch',
    );
    expect(unexpectedErrorText(new TypeError('x is not a function'))).toBe('x is not a function');
    expect(unexpectedErrorText('plain')).toBe('plain');
    expect(unexpectedErrorText({ reason: 'odd' })).toBe('{"reason":"odd"}');
  });
});
