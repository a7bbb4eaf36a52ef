import { setTimeout as sleep } from 'node:timers/promises';
import { addressGroup } from './address-group.ts';
import { type AttemptOutcome, createCountedAttempts } from './counted-attempts.ts';
import type { Gate } from './hash-gate.ts';
import { createWindowTable } from './window-table.ts';

export interface SignInLimitOptions {
  /** Failures per (email, client) and window: a refusal only that client's guesses cause. */
  maxFailures: number;
  windowMs: number;
  /** Failures per client across emails (default 4 × maxFailures). */
  maxClientFailures?: number;
  /**
   * Failures on one email from any client after which each attempt on it waits slowDownMs first
   * (default maxFailures). Never a refusal: the email is public, so anyone could otherwise lock
   * its owner out.
   */
  slowDownAfter?: number;
  slowDownMs?: number;
  maxKeys?: number;
  now?: () => number;
}

export const DEFAULT_SIGN_IN_LIMITS = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export type SignInOutcome = AttemptOutcome;

export type SignInLimits = ReturnType<typeof createSignInLimits>;

/** Sign-in attempts: counted per (email, client) and per client; a success forgets both. */
export function createSignInLimits(
  {
    maxFailures,
    windowMs,
    maxClientFailures = 4 * maxFailures,
    slowDownAfter = maxFailures,
    slowDownMs = 1000,
    maxKeys = 10_000,
    now = Date.now,
  }: SignInLimitOptions,
  gate: Gate,
) {
  const attempts = createCountedAttempts({
    limits: { pair: maxFailures, client: maxClientFailures },
    windowMs,
    gate,
    onMatch: 'clear',
    maxKeys,
    now,
  });
  const emails = createWindowTable({ limit: slowDownAfter, windowMs, maxKeys, now });

  return {
    /** Runs `verify` (the password hash) if this client may try now. */
    async attempt(
      email: string,
      address: string,
      verify: () => Promise<boolean>,
    ): Promise<SignInOutcome> {
      const client = addressGroup(address);
      const outcome = await attempts.attempt({
        client,
        keys: { pair: `${email}\n${client}`, client },
        verify,
        beforeCheck: async () => {
          if (emails.retryAfterMs(email) > 0) await sleep(slowDownMs);
        },
      });
      if (outcome.kind === 'checked' && !outcome.matches) emails.add(email);
      return outcome;
    },
    /** Password checks run so far (for tests and the benchmark). */
    get checks(): number {
      return attempts.checks;
    },
  };
}
