import { createHash, randomBytes } from 'node:crypto';

/**
 * "Once per page per day" without an identifier: the same visitor's same event on the same page
 * gives the same key for as long as the day's salt lives, and nothing once it is replaced. The
 * salt is random and only ever held in memory, so a stored key leads back to no address.
 */
export function seenKey(
  salt: Uint8Array,
  parts: { address: string; userAgent: string; page: string; event: string },
): string {
  const hash = createHash('sha256').update(salt);
  for (const part of [parts.address, parts.userAgent, parts.page, parts.event]) {
    hash.update('\u0000').update(part);
  }
  return hash.digest('hex');
}

export const newSalt = (): Uint8Array => new Uint8Array(randomBytes(32));

/** The UTC day of a moment, as stored: YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The day's salt: made at the first event of a day and replaced by the first event of the next
 * (so at midnight UTC), never written anywhere.
 */
export function createDailySalt(make: () => Uint8Array = newSalt) {
  let current: { day: string; salt: Uint8Array } | null = null;
  return (at: Date): Uint8Array => {
    const day = dayOf(at);
    if (current?.day !== day) current = { day, salt: make() };
    return current.salt;
  };
}
