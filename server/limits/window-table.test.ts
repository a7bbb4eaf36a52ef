import { describe, expect, it } from 'vitest';
import { createWindowTable } from './window-table.ts';

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('window table', () => {
  it('counts attempts in a sliding window and says when the key may try again', () => {
    const time = clock();
    const table = createWindowTable({ limit: 3, windowMs: 1000, now: time.now });
    for (let i = 0; i < 3; i += 1) {
      expect(table.retryAfterMs('a')).toBe(0);
      table.add('a');
      time.advance(100);
    }
    expect(table.retryAfterMs('a')).toBe(700);
    time.advance(700);
    expect(table.retryAfterMs('a')).toBe(0);
    expect(table.count('a')).toBe(2);
  });

  it('takes back one released attempt, and clear forgets the key', () => {
    const time = clock();
    const table = createWindowTable({ limit: 2, windowMs: 1000, now: time.now });
    const first = table.add('a');
    time.advance(1);
    table.add('a');
    expect(table.retryAfterMs('a')).toBeGreaterThan(0);
    table.release('a', first);
    expect(table.count('a')).toBe(1);
    table.clear('a');
    expect(table.count('a')).toBe(0);
    expect(table.size).toBe(0);
  });

  it('never evicts a key at its limit, however many other keys arrive', () => {
    const time = clock();
    const table = createWindowTable({ limit: 5, windowMs: 60_000, maxKeys: 100, now: time.now });
    for (let i = 0; i < 5; i += 1) table.add('admin@example.com');
    // 5,040 failures from distinct addresses pushed such a key out of the old table.
    for (let i = 0; i < 5040; i += 1) {
      table.add(`client-${i}`);
      time.advance(1);
    }
    expect(table.retryAfterMs('admin@example.com')).toBeGreaterThan(0);
    expect(table.size).toBeLessThanOrEqual(100);
  });

  it('drops expired keys before live ones, then the least recently active', () => {
    const time = clock();
    const table = createWindowTable({ limit: 3, windowMs: 1000, maxKeys: 10, now: time.now });
    table.add('old');
    time.advance(2000);
    for (let i = 0; i < 9; i += 1) table.add(`k${i}`);
    table.add('k0'); // k0 is now the most recent
    table.add('new');
    expect(table.count('old')).toBe(0);
    expect(table.size).toBeLessThanOrEqual(10);
    for (let i = 0; i < 5; i += 1) table.add(`more${i}`);
    expect(table.count('k0')).toBe(2);
    expect(table.count('k1')).toBe(0);
  });
});
