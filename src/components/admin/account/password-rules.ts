import { PASSWORD_MAX, PASSWORD_MIN } from '../../../lib/account.ts';
import { fr } from '../../../lib/i18n/fr.ts';

export interface PasswordFields {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordFields, string>>;

/** The form's own checks, before anything is sent; the server checks the bounds again. */
export function passwordFormErrors({ current, next, confirm }: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!current) errors.current = fr.account.currentRequired;
  if (next.length < PASSWORD_MIN) errors.next = fr.account.tooShort;
  else if (next.length > PASSWORD_MAX) errors.next = fr.account.tooLong;
  if (confirm !== next) errors.confirm = fr.account.mismatch;
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
