import { fr } from '../../../lib/i18n/fr.ts';
import { newPasswordErrors } from '../account/password-rules.ts';

export interface SetupFields {
  email: string;
  password: string;
  confirm: string;
}

export type SetupErrors = Partial<Record<keyof SetupFields, string>>;

// Loose on purpose: the server checks the address with its schema; this catches a typo early.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function setupFormErrors({ email, password, confirm }: SetupFields): SetupErrors {
  const errors: SetupErrors = { ...newPasswordErrors(password, confirm) };
  if (!EMAIL.test(email.trim())) errors.email = fr.setup.emailInvalid;
  return errors;
}

/** The token is the address's fragment: browsers never send it to the server. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}
