import { describe, expect, it } from 'vitest';
import { createDailySalt, dayOf, newSalt, seenKey } from './seen-key.ts';

const visit = { address: '192.0.2.1', userAgent: 'Mozilla/5.0 A', page: '/', event: 'visit' };

describe('once per page per day', () => {
  it('gives the same key for the same visitor, page and event under one salt', () => {
    const salt = newSalt();
    expect(seenKey(salt, visit)).toBe(seenKey(salt, { ...visit }));
    expect(seenKey(salt, visit)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs by address, user agent, page and event', () => {
    const salt = newSalt();
    const keys = new Set([
      seenKey(salt, visit),
      seenKey(salt, { ...visit, address: '192.0.2.2' }),
      seenKey(salt, { ...visit, userAgent: 'Mozilla/5.0 B' }),
      seenKey(salt, { ...visit, page: '/mentions-legales' }),
      seenKey(salt, { ...visit, event: 'play:film-1' }),
      // Parts are separated: moving a character from one part to the next changes the key.
      seenKey(salt, { ...visit, address: '192.0.2.1M', userAgent: 'ozilla/5.0 A' }),
    ]);
    expect(keys.size).toBe(6);
  });

  it('gives another key once the salt is replaced', () => {
    expect(seenKey(newSalt(), visit)).not.toBe(seenKey(newSalt(), visit));
  });

  it('keeps one salt for a UTC day and makes a new one at midnight', () => {
    let made = 0;
    const saltFor = createDailySalt(() => {
      made += 1;
      return new Uint8Array([made]);
    });
    const morning = saltFor(new Date('2026-11-26T00:00:00Z'));
    expect(saltFor(new Date('2026-11-26T23:59:59.999Z'))).toBe(morning);
    const next = saltFor(new Date('2026-11-27T00:00:00Z'));
    expect(next).not.toBe(morning);
    expect(made).toBe(2);
    expect(dayOf(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
  });
});
