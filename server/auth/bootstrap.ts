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
 * At start: ADMIN_EMAIL with ADMIN_PASSWORD (already checked by server/config/) create that
 * account on a data folder that never had one, and never touch an existing one: a password
 * changed under "Mon compte" must survive every restart, `Restart=on-failure` included. An
 * account removed with `npm run admin -- remove` is not created again either (issue 34, point
 * 7): each start says so instead. While the variables stay set beside an existing account, each
 * start says to remove them. With no account at all, one line says how to create one.
 */
export async function bootstrapAdmin(
  admins: AdminStore,
  account: { email: string; password: string } | null,
  log: (line: string) => void = console.log,
  /** What to print while no account exists (the runtime passes the one-time setup address). */
  noAdminLine: () => string = () => CREATE_ADMIN_HINT,
): Promise<void> {
  if (account && admins.findByEmail(account.email)) {
    log(ADMIN_ENV_WARNING(account.email.trim().toLowerCase()));
  } else if (account && admins.everHadAccount()) {
    log(ADMIN_ENV_NOT_RECREATED(account.email.trim().toLowerCase()));
  } else if (account) {
    const result = await setAdmin(admins, account.email, account.password);
    if (!result.ok) throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${result.problem}`);
    log(`FilmFolio: administrator ${account.email.trim().toLowerCase()} ${result.outcome}`);
  }
  if (admins.count() === 0) log(noAdminLine());
}

export const ADMIN_ENV_WARNING = (email: string): string =>
  `FilmFolio: warning: ADMIN_EMAIL/ADMIN_PASSWORD are set but ${email} exists; its password is left as it is. Remove both variables from the environment (to reset a password: npm run admin -- set ${email}).`;

export const ADMIN_ENV_NOT_RECREATED = (email: string): string =>
  `FilmFolio: warning: ADMIN_EMAIL/ADMIN_PASSWORD are set but this data folder already had an administrator account; ${email} is not created. Remove both variables from the environment; to create an account: npm run admin -- set ${email}.`;
