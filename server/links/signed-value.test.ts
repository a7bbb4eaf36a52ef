import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSigned, signValue } from './signed-value.ts';

const secret = randomBytes(32);
const HOUR = 3_600_000;
const at = new Date('2026-11-26T10:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('signed cookie values', () => {
  it('are accepted for their purpose and subject until their age runs out', () => {
    const value = signValue(secret, 'access', 'token:hash', at);
    expect(checkSigned(secret, 'access', 'token:hash', value, at, 12 * HOUR)).toBe(true);
    expect(
      checkSigned(secret, 'access', 'token:hash', value, later(12 * HOUR - 1000), 12 * HOUR),
    ).toBe(true);
    expect(checkSigned(secret, 'access', 'token:hash', value, later(12 * HOUR), 12 * HOUR)).toBe(
      false,
    );
  });

  it('open nothing else: another purpose, subject or secret, or an edited time', () => {
    const value = signValue(secret, 'access', 'token:hash', at);
    expect(checkSigned(secret, 'seen', 'token:hash', value, at, HOUR)).toBe(false);
    expect(checkSigned(secret, 'access', 'token:other', value, at, HOUR)).toBe(false);
    expect(checkSigned(randomBytes(32), 'access', 'token:hash', value, at, HOUR)).toBe(false);
    const [issued, tag] = value.split('.');
    const moved = `${Number(issued) + 3600}.${tag}`;
    expect(checkSigned(secret, 'access', 'token:hash', moved, later(HOUR), HOUR)).toBe(false);
    for (const junk of [undefined, '', '1', 'x.y', `${issued}.${tag}x`]) {
      expect(checkSigned(secret, 'access', 'token:hash', junk, at, HOUR)).toBe(false);
    }
  });

  it('refuse a value issued in the future', () => {
    const value = signValue(secret, 'access', 's', later(HOUR));
    expect(checkSigned(secret, 'access', 's', value, at, 12 * HOUR)).toBe(false);
  });
});
