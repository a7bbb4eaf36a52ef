import { z } from 'zod';

// The bounds of an administrator's password, for the forms and the server (server/auth/password.ts).
export const PASSWORD_MIN = 12;
/** Longer input only costs hashing time; nobody types 1024 characters. */
export const PASSWORD_MAX = 1024;

/** What the 'Changer le mot de passe' form sends; message keys are field codes. */
export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, 'current_password_required').max(PASSWORD_MAX),
    new_password: z
      .string()
      .min(PASSWORD_MIN, 'password_too_short')
      .max(PASSWORD_MAX, 'password_too_long'),
  })
  .strict();

export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The first administrator, created from the one-time setup address. */
export const setupSchema = z
  .object({
    token: z.string().min(1).max(128),
    email: z.email('email_invalid').max(254),
    password: z
      .string()
      .min(PASSWORD_MIN, 'password_too_short')
      .max(PASSWORD_MAX, 'password_too_long'),
  })
  .strict();
