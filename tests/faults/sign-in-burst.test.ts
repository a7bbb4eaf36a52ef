// Sign-in under concurrency, against the real server: what a burst of simultaneous requests may
// check, that nobody can lock the administrator out, and that a burst leaves the site fast.
// The home page's latency during a burst is measured apart: sign-in-latency.test.ts.
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../support/harness/credentials.ts';
import { countStatuses, signInServer } from '../support/harness/sign-in-burst.ts';

const { signIn } = signInServer();

describe('sign-in bursts', () => {
  it('200 simultaneous wrong passwords from one address check at most 5, then refuse', async () => {
    const address = '203.0.113.10';
    let checked = 0;
    const bursts: Array<Record<number, number>> = [];
    for (let round = 0; round < 6; round += 1) {
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) => signIn(address, ADMIN.email, `faux-${round}-${i}`)),
      );
      const count = countStatuses(replies);
      bursts.push(count);
      // 401 is a password that was checked; 429 one that never reached the hash.
      checked += count[401] ?? 0;
      expect(Object.keys(count).sort(), JSON.stringify(count)).toEqual(
        Object.keys(count).filter((s) => s === '401' || s === '429'),
      );
    }
    console.log(
      `one address, 6 bursts of 200: password checks per burst ${bursts.map((b) => b[401] ?? 0).join(', ')} (total ${checked})`,
    );
    expect(bursts[0]?.[401]).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    const right = await signIn(address, ADMIN.email, ADMIN.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(60);
  }, 120_000);

  it("many addresses guessing the admin's email never lock the admin's own address out", async () => {
    const attackReplies: Array<{ status: number }> = [];
    let attackersDone = 0;
    const attack = Promise.all(
      Array.from({ length: 25 }, async (_, a) => {
        for (let i = 0; i < 6; i += 1) {
          attackReplies.push(await signIn(`198.51.100.${a}`, ADMIN.email, `devinette-${i}`));
        }
        attackersDone += 1;
      }),
    );
    // In the middle of the attack: the email has had more failures than any limit by now.
    await expect
      .poll(() => attackReplies.filter((r) => r.status === 401).length, { timeout: 60_000 })
      .toBeGreaterThan(10);
    const during = await signIn('192.0.2.50', ADMIN.email, ADMIN.password);
    const stillAttacking = attackersDone < 25;
    await attack;
    const after = await signIn('192.0.2.51', ADMIN.email, ADMIN.password);
    console.log(
      `attack on the admin's email from 25 addresses: ${JSON.stringify(countStatuses(attackReplies))}`,
    );
    expect(during.status).toBe(204);
    expect(stillAttacking).toBe(true);
    expect(after.status).toBe(204);
    // Each attacking address had its 5 guesses checked, then 429.
    expect(countStatuses(attackReplies)).toEqual({ 401: 5 * 25, 429: 25 });
  }, 180_000);
});
