import { z } from 'zod';
import type { AdminStore } from './admins.ts';
import { hashPassword, PASSWORD_MIN_LENGTH, passwordProblem, verifyPassword } from './password.ts';

export const CREATE_ADMIN_HINT =
  'FilmFolio: no administrator account yet; create one with `npm run admin -- set <email>` (or start with ADMIN_EMAIL and ADMIN_PASSWORD set)';

const emailSchema = z.email();

export function emailProblem(email: string): string | null {
  return emailSchema.safeParse(email.trim()).success ? null : 'not a valid email address';
}

/** Checks and stores an account; returns a problem in English for the operator, or the outcome. */
export async function setAdmin(
  admins: AdminStore,
  email: string,
  password: string,
): Promise<
  { ok: true; outcome: 'created' | 'updated' | 'unchanged' } | { ok: false; problem: string }
> {
  const badEmail = emailProblem(email);
  if (badEmail) return { ok: false, problem: badEmail };
  const badPassword = passwordProblem(password);
  if (badPassword === 'password_too_short') {
    return { ok: false, problem: `the password needs at least ${PASSWORD_MIN_LENGTH} characters` };
  }
  if (badPassword) return { ok: false, problem: 'the password is too long' };
  const existing = admins.findByEmail(email);
  // Same password at every restart: keep the hash, and with it the open sessions.
  if (existing && (await verifyPassword(password, existing.passwordHash))) {
    return { ok: true, outcome: 'unchanged' };
  }
  return { ok: true, outcome: admins.upsert(email, await hashPassword(password)) };
}

/**
 * At start: ADMIN_EMAIL with ADMIN_PASSWORD creates or updates that account. A bad value stops
 * the start (throws); with no account at all, one line says how to create one.
 */
export async function bootstrapAdmin(
  admins: AdminStore,
  env: { ADMIN_EMAIL?: string | undefined; ADMIN_PASSWORD?: string | undefined },
  log: (line: string) => void = console.log,
  /** What to print while no account exists (the runtime passes the one-time setup address). */
  noAdminLine: () => string = () => CREATE_ADMIN_HINT,
): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (email && password) {
    const result = await setAdmin(admins, email, password);
    if (!result.ok) throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${result.problem}`);
    if (result.outcome !== 'unchanged')
      log(`FilmFolio: administrator ${email.trim().toLowerCase()} ${result.outcome}`);
  }
  if (admins.count() === 0) log(noAdminLine());
}
