import type { DatabaseSync } from 'node:sqlite';
import type { Gate } from '../limits/hash-gate.ts';
import {
  createSignInLimits,
  DEFAULT_SIGN_IN_LIMITS,
  type SignInLimitOptions,
} from '../limits/sign-in-limits.ts';
import { type Admin, createAdminStore, normaliseEmail } from './admins.ts';
import { dummyHash, PASSWORD_MAX_LENGTH, verifyPassword } from './password.ts';
import { createSessionStore, DEFAULT_SESSION_POLICY, type SessionPolicy } from './sessions.ts';

export interface AuthOptions {
  /** The server's one hash gate (server/limits/hash-gate.ts): sign-in checks wait in it. */
  hashGate: Gate;
  policy?: SessionPolicy;
  throttle?: Omit<SignInLimitOptions, 'now'>;
  /** Honour X-Forwarded-For / X-Forwarded-Proto (only behind a proxy you run: TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Injected by tests to move time. */
  now?: () => number;
}

export type SignInResult =
  | { kind: 'ok'; token: string; email: string }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number };

export type Auth = ReturnType<typeof createAuth>;

export function createAuth(db: DatabaseSync, options: AuthOptions) {
  const now = options.now ?? Date.now;
  const admins = createAdminStore(db);
  const sessions = createSessionStore(db, options.policy ?? DEFAULT_SESSION_POLICY, now);
  const { hashGate } = options;
  const limits = createSignInLimits(
    { ...(options.throttle ?? DEFAULT_SIGN_IN_LIMITS), now },
    hashGate,
  );
  // Ready before the first unknown email arrives, so that one is not slower than the rest.
  void dummyHash();

  return {
    admins,
    sessions,
    hashGate,
    trustProxy: options.trustProxy ?? false,

    async signIn(email: string, password: string, clientAddress: string): Promise<SignInResult> {
      // Looked up only once the attempt is admitted: a refused request costs no database read.
      const found: { admin: Admin | null } = { admin: null };
      const outcome = await limits.attempt(normaliseEmail(email), clientAddress, async () => {
        const admin = admins.findByEmail(email);
        found.admin = admin;
        // An unknown email costs the same argon2 work as a wrong password: timing tells nothing.
        const hash = admin?.passwordHash ?? (await dummyHash());
        const matches =
          password.length <= PASSWORD_MAX_LENGTH && (await verifyPassword(password, hash));
        return admin !== null && matches;
      });
      if (outcome.kind === 'refused') {
        return { kind: 'throttled', retryAfterSeconds: outcome.retryAfterSeconds };
      }
      const { admin } = found;
      if (!admin || !outcome.matches) return { kind: 'invalid' };
      return { kind: 'ok', token: sessions.create(admin.id), email: admin.email };
    },
  };
}
