import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A cookie value the server alone can make: the time it was issued and an HMAC-SHA256, under
 * the server's secret, of that time, a purpose and a subject. Pure but for the hashing.
 */
export function signValue(secret: Buffer, purpose: string, subject: string, now: Date): string {
  const issued = String(Math.floor(now.getTime() / 1000));
  return `${issued}.${mac(secret, purpose, subject, issued)}`;
}

/** True when `value` was signed for this purpose and subject less than `maxAgeMs` ago. */
export function checkSigned(
  secret: Buffer,
  purpose: string,
  subject: string,
  value: string | undefined,
  now: Date,
  maxAgeMs: number,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const [, issued = '', given = ''] = match;
  const age = now.getTime() - Number(issued) * 1000;
  // A minute of grace for a clock stepped back; never a cookie from the future beyond it.
  if (age >= maxAgeMs || age < -60_000) return false;
  const expected = Buffer.from(mac(secret, purpose, subject, issued));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

function mac(secret: Buffer, purpose: string, subject: string, issued: string): string {
  return createHmac('sha256', secret)
    .update(`filmfolio:${purpose}:${issued}:${subject}`)
    .digest('base64url');
}
