import { type AttemptOutcome, createCountedAttempts } from './counted-attempts.ts';
import type { Gate } from './hash-gate.ts';

/**
 * Wrong passwords allowed in one window: per client and link, per client across links, and per
 * link across all clients (docs/product-rules.md, "Password checks"). The last one bounds what
 * many addresses together can try on one link; at 100 it takes twenty clients each spending its
 * own allowance to reach it, so one visitor's typos, or one office behind one address, never
 * close a link, and a visitor who already entered keeps the cookie and never asks again.
 */
export const LINK_PASSWORD_LIMITS = {
  perClientAndLink: 5,
  perClient: 20,
  perLink: 100,
  windowMs: 15 * 60 * 1000,
} as const;

export type LinkPasswordLimitValues = { [K in keyof typeof LINK_PASSWORD_LIMITS]: number };

/** The throttle of private links' password form; a right password gives its attempt back. */
export function createLinkPasswordLimits({
  gate,
  now = Date.now,
  limits = LINK_PASSWORD_LIMITS,
}: {
  gate: Gate;
  now?: () => number;
  limits?: LinkPasswordLimitValues;
}) {
  const attempts = createCountedAttempts({
    limits: { pair: limits.perClientAndLink, client: limits.perClient, link: limits.perLink },
    windowMs: limits.windowMs,
    gate,
    onMatch: 'release',
    now,
  });
  return {
    /** `client` is already a hashed address group (server/limits/client-key.ts). */
    attempt(
      client: string,
      linkId: string,
      verify: () => Promise<boolean>,
    ): Promise<AttemptOutcome> {
      return attempts.attempt({
        client,
        keys: { pair: `${client}\n${linkId}`, client, link: linkId },
        verify,
      });
    },
  };
}

export type LinkPasswordLimits = ReturnType<typeof createLinkPasswordLimits>;
