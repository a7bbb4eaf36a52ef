import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AdminStore } from './admins.ts';

export const SETUP_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SETUP_PATH = '/admin/setup';

const digest = (token: string) => createHash('sha256').update(token).digest();

export type SetupGate = ReturnType<typeof createSetupGate>;

/**
 * The first account from the browser: while no administrator exists, one secret (256 random
 * bits, kept in memory only, as a hash) lets one visitor create it within the hour. It never
 * outlives the process: a restart prints a new one.
 */
export function createSetupGate(admins: AdminStore, now: () => number = Date.now) {
  let current: { hash: Buffer; expiresMs: number } | null = null;
  return {
    /** True while there is no administrator: the setup page and route exist only then. */
    isOpen: (): boolean => admins.count() === 0,

    /** A new token, replacing any earlier one; null once an administrator exists. */
    issue(): string | null {
      if (admins.count() > 0) return null;
      const token = randomBytes(32).toString('base64url');
      current = { hash: digest(token), expiresMs: now() + SETUP_TOKEN_TTL_MS };
      return token;
    },

    /** True once for the live token within its hour; it is spent by that success. */
    take(candidate: string): boolean {
      if (!current || now() >= current.expiresMs) return false;
      if (!timingSafeEqual(digest(candidate), current.hash)) return false;
      current = null;
      return true;
    },
  };
}

/** The one line `npm start` prints while no administrator exists (the token after '#'). */
export function setupLine(origin: string, token: string): string {
  return `FilmFolio: no administrator account yet; within the hour, open ${origin}${SETUP_PATH}#${token} to create it (or run \`npm run admin -- set <email>\`)`;
}
