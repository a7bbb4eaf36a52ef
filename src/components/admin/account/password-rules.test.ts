import { describe, expect, it } from 'vitest';
import { fr } from '../../../lib/i18n/fr.ts';
import { passwordFormErrors, serverPasswordErrors } from './password-rules.ts';

const good = 'douze-caract';

describe('passwordFormErrors', () => {
  it('accepts 12 characters that match, with a current password', () => {
    expect(passwordFormErrors({ current: 'x', next: good, confirm: good })).toEqual({});
  });

  it('names each problem under its field', () => {
    expect(passwordFormErrors({ current: '', next: 'onze-caract', confirm: 'autre' })).toEqual({
      current: fr.account.currentRequired,
      next: fr.account.tooShort,
      confirm: fr.account.mismatch,
    });
    const long = 'a'.repeat(1025);
    expect(passwordFormErrors({ current: 'x', next: long, confirm: long }).next).toBe(
      fr.account.tooLong,
    );
  });
});

describe('serverPasswordErrors', () => {
  it('maps the server codes to the fields', () => {
    expect(serverPasswordErrors({ current_password: 'current_password_incorrect' })).toEqual({
      current: 'Mot de passe actuel incorrect',
    });
    expect(serverPasswordErrors({ new_password: 'password_too_short' })).toEqual({
      next: fr.account.tooShort,
    });
    expect(serverPasswordErrors(undefined)).toEqual({});
  });
});
