import { setTimeout as sleep } from 'node:timers/promises';
import { addressGroup } from './address-group.ts';
import { BUSY, createGate } from './hash-gate.ts';
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
  /** Password hashes running at once, server-wide (libuv has four threads for all file I/O). */
  hashConcurrency?: number;
  /** Sign-ins waiting for a hash slot; beyond, 429 at once. */
  maxWaiting?: number;
  maxKeys?: number;
  now?: () => number;
}

export const DEFAULT_SIGN_IN_LIMITS = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export type SignInOutcome =
  | { kind: 'refused'; retryAfterSeconds: number }
  | { kind: 'checked'; matches: boolean };

export type SignInLimits = ReturnType<typeof createSignInLimits>;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createSignInLimits({
  maxFailures,
  windowMs,
  maxClientFailures = 4 * maxFailures,
  slowDownAfter = maxFailures,
  slowDownMs = 1000,
  hashConcurrency = 2,
  maxWaiting = 256,
  maxKeys = 10_000,
  now = Date.now,
}: SignInLimitOptions) {
  const table = (limit: number) => createWindowTable({ limit, windowMs, maxKeys, now });
  const pairs = table(maxFailures);
  const clients = table(maxClientFailures);
  const emails = table(slowDownAfter);
  const gate = createGate({ concurrency: hashConcurrency, maxWaiting });
  // One check at a time per client: a burst from one address cannot fill the queue, so a
  // client with no attempt under way (the administrator's) always finds a place in it.
  const inFlight = new Set<string>();
  let checks = 0;

  return {
    /**
     * Runs `verify` (the password hash) if this client may try now. The attempt is counted
     * before the hash, so simultaneous requests see each other, and taken back on success, or
     * when no password was checked at all.
     */
    async attempt(
      email: string,
      address: string,
      verify: () => Promise<boolean>,
    ): Promise<SignInOutcome> {
      const client = addressGroup(address);
      const pair = `${email}\n${client}`;
      if (inFlight.has(client)) return { kind: 'refused', retryAfterSeconds: 1 };
      const wait = Math.max(pairs.retryAfterMs(pair), clients.retryAfterMs(client));
      if (wait > 0) return { kind: 'refused', retryAfterSeconds: seconds(wait) };

      const pairMark = pairs.add(pair);
      const clientMark = clients.add(client);
      const takeBack = () => {
        pairs.release(pair, pairMark);
        clients.release(client, clientMark);
      };
      inFlight.add(client);
      try {
        if (emails.retryAfterMs(email) > 0) await sleep(slowDownMs);
        const matches = await gate.run(() => {
          checks += 1;
          return verify();
        });
        if (matches === BUSY) {
          takeBack();
          return { kind: 'refused', retryAfterSeconds: 1 };
        }
        if (matches) {
          pairs.clear(pair);
          clients.clear(client);
        } else {
          emails.add(email);
        }
        return { kind: 'checked', matches };
      } catch (error) {
        takeBack();
        throw error;
      } finally {
        inFlight.delete(client);
      }
    },
    /** Password checks run so far (for tests and the benchmark). */
    get checks(): number {
      return checks;
    },
  };
}
