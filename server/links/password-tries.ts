import { BUSY, createGate } from '../limits/hash-gate.ts';
import { createWindowTable } from '../limits/window-table.ts';

/** Wrong passwords per client and link, then per client across links, in one window. */
export const LINK_PASSWORD_LIMITS = {
  perLink: 5,
  perClient: 20,
  windowMs: 15 * 60 * 1000,
} as const;

export type TryOutcome =
  | { kind: 'refused'; retryAfterSeconds: number }
  | { kind: 'checked'; matches: boolean };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The throttle of a private link's password form. An attempt is counted before its hash runs
 * (simultaneous guesses see each other) and taken back when right; one check at a time per client,
 * and at most two password hashes at once for all links (they share libuv's threads with every
 * file the server sends).
 */
export function createPasswordTries({
  now = Date.now,
  limits = LINK_PASSWORD_LIMITS,
}: {
  now?: () => number;
  limits?: typeof LINK_PASSWORD_LIMITS;
} = {}) {
  const pairs = createWindowTable({ limit: limits.perLink, windowMs: limits.windowMs, now });
  const clients = createWindowTable({ limit: limits.perClient, windowMs: limits.windowMs, now });
  const gate = createGate({ concurrency: 2, maxWaiting: 256 });
  const inFlight = new Set<string>();

  return {
    async attempt(
      client: string,
      linkId: string,
      verify: () => Promise<boolean>,
    ): Promise<TryOutcome> {
      const pair = `${client}\n${linkId}`;
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
        const matches = await gate.run(verify);
        if (matches === BUSY) {
          takeBack();
          return { kind: 'refused', retryAfterSeconds: 1 };
        }
        if (matches) takeBack();
        return { kind: 'checked', matches };
      } catch (error) {
        takeBack();
        throw error;
      } finally {
        inFlight.delete(client);
      }
    },
  };
}
