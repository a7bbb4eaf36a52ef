import { describe, expect, it } from 'vitest';
import { fr } from '../../../lib/i18n/fr.ts';
import { setupFormErrors, tokenFromHash } from './setup-rules.ts';

describe('setupFormErrors', () => {
  it('accepts an address and two equal passwords of 12 characters', () => {
    expect(
      setupFormErrors({ email: 'a@b.fr', password: 'douze-caract', confirm: 'douze-caract' }),
    ).toEqual({});
  });

  it('names each problem under its field', () => {
    expect(setupFormErrors({ email: 'pas une adresse', password: 'court', confirm: '' })).toEqual({
      email: fr.setup.emailInvalid,
      password: fr.account.tooShort,
      confirm: fr.account.mismatch,
    });
  });
});

describe('tokenFromHash', () => {
  it('reads a base64url token after #, and nothing else', () => {
    const token = 'A'.repeat(43);
    expect(tokenFromHash(`#${token}`)).toBe(token);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#court')).toBeNull();
    expect(tokenFromHash('#<script>alert(1)</script>xxxxxxxxxxxx')).toBeNull();
  });
});
