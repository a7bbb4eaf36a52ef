import { PASSWORD_MAX, PASSWORD_MIN } from '../../../lib/account.ts';
import { fr } from '../../../lib/i18n/fr.ts';

export interface PasswordFields {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordFields, string>>;

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/**
 * A new password's bounds and its confirmation, as the first-account and the password-change
 * forms check them before anything is sent; the server checks the bounds again.
 */
export function newPasswordErrors(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password.length < PASSWORD_MIN) errors.password = fr.account.tooShort;
  else if (password.length > PASSWORD_MAX) errors.password = fr.account.tooLong;
  if (confirm !== password) errors.confirm = fr.account.mismatch;
  return errors;
}

/** The password-change form's own checks. */
export function passwordFormErrors({ current, next, confirm }: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!current) errors.current = fr.account.currentRequired;
  const fresh = newPasswordErrors(next, confirm);
  if (fresh.password) errors.next = fresh.password;
  if (fresh.confirm) errors.confirm = fresh.confirm;
  return errors;
}

/** The server's field codes (src/lib/api.ts) as the form's fields and texts. */
export function serverPasswordErrors(fields: Record<string, string> | undefined): PasswordErrors {
  const errors: PasswordErrors = {};
  if (fields?.current_password === 'current_password_incorrect') {
    errors.current = fr.account.currentIncorrect;
  }
  if (fields?.new_password === 'password_too_short') errors.next = fr.account.tooShort;
  if (fields?.new_password === 'password_too_long') errors.next = fr.account.tooLong;
  return errors;
}
