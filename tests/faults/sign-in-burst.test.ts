// Sign-in under concurrency, against the real server: what a burst of simultaneous requests may
// check, that nobody can lock the administrator out, and that a burst leaves the site fast.
// TRUST_PROXY=1 lets one test machine speak for many client addresses (X-Forwarded-For).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/lib/api.ts';
import { rawRequest } from '../support/raw-http.ts';
import { ADMIN, type ServerProcess, spawnServer } from '../support/server-process.ts';

let server: ServerProcess;

beforeAll(async () => {
  server = await spawnServer({ env: { DEMO_CONTENT: '0', TRUST_PROXY: '1' } });
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
});

function signIn(address: string, email: string, password: string) {
  return rawRequest(server.url, {
    method: 'POST',
    path: API.session,
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': address,
      'x-forwarded-proto': 'http',
    },
    body: JSON.stringify({ email, password }),
    timeoutMs: 60_000,
  });
}

const statuses = (replies: Array<{ status: number }>) => {
  const count: Record<number, number> = {};
  for (const { status } of replies) count[status] = (count[status] ?? 0) + 1;
  return count;
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

describe('sign-in bursts', () => {
  it('200 simultaneous wrong passwords from one address check at most 5, then refuse', async () => {
    const address = '203.0.113.10';
    let checked = 0;
    const bursts: Array<Record<number, number>> = [];
    for (let round = 0; round < 6; round += 1) {
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) => signIn(address, ADMIN.email, `faux-${round}-${i}`)),
      );
      const count = statuses(replies);
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
    const attack = Promise.all(
      Array.from({ length: 25 }, async (_, a) => {
        const replies = [];
        for (let i = 0; i < 6; i += 1) {
          replies.push(await signIn(`198.51.100.${a}`, ADMIN.email, `devinette-${i}`));
        }
        return replies;
      }),
    );
    // Right in the middle of the attack: the email has had its failures by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const during = await signIn('192.0.2.50', ADMIN.email, ADMIN.password);
    const attackReplies = (await attack).flat();
    const after = await signIn('192.0.2.51', ADMIN.email, ADMIN.password);
    console.log(
      `attack on the admin's email from 25 addresses: ${JSON.stringify(statuses(attackReplies))}`,
    );
    expect(statuses(attackReplies)[401]).toBeGreaterThanOrEqual(5 * 25);
    expect(during.status).toBe(204);
    expect(after.status).toBe(204);
    // Each attacking address got 5 guesses at most, then 429.
    expect(statuses(attackReplies)[401]).toBeLessThanOrEqual(5 * 25);
  }, 180_000);

  it('the home page stays fast (p99 under 200 ms) during a 200-request sign-in burst', async () => {
    // Warm the file cache and the connection path first, as a running site would be.
    for (let i = 0; i < 5; i += 1) await rawRequest(server.url, { method: 'GET', path: '/' });
    let done = false;
    const started = performance.now();
    const burst = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn(`10.9.${i >> 8}.${i & 255}`, 'quelquun@example.test', 'pas le bon mot de passe'),
      ),
    ).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    const sample = async () => {
      while (!done) {
        const t0 = performance.now();
        const reply = await rawRequest(server.url, { method: 'GET', path: '/' });
        latencies.push(performance.now() - t0);
        expect(reply.status).toBe(200);
      }
    };
    await Promise.all([sample(), sample()]);
    const replies = await burst;
    const p99 = percentile(latencies, 99);
    console.log(
      `home page during a 200 sign-in burst (${Math.round(performance.now() - started)} ms, ` +
        `answers ${JSON.stringify(statuses(replies))}): ${latencies.length} requests, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    expect(statuses(replies)[401]).toBe(200);
    expect(latencies.length).toBeGreaterThan(20);
    expect(p99).toBeLessThan(200);
  }, 180_000);
});
