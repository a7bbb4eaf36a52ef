// The home page's latency while 200 clients sign in at once, against the real server. A latency
// test runs alone (vitest project 'latency', after every other one): on a shared machine another
// suite's load would be measured too.
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http.ts';
import { countStatuses, signInServer } from '../support/sign-in-burst.ts';

const server = signInServer();
const { signIn } = server;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * The target is about 200 ms on a quiet machine. The bound is relative to the same requests
 * without a burst (measured just before), with a floor of 1 s: a loaded machine slows both, and
 * without the hash cap the p99 during a burst was over 15 s, far past either bound.
 */
const P99_FLOOR_MS = 1_000;
const P99_QUIET_FACTOR = 8;

describe('sign-in burst and the rest of the site', () => {
  it('the home page stays fast (p99 under max(1 s, 8x quiet p99)) during a 200-request sign-in burst', async () => {
    const homePage = async () => {
      const t0 = performance.now();
      const reply = await rawRequest(server.url, { method: 'GET', path: '/' });
      expect(reply.status).toBe(200);
      return performance.now() - t0;
    };
    // Warm the file cache and the connection path first, as a running site would be; the same
    // requests without a burst tell how noisy the machine is right now (printed, not asserted).
    const quiet: number[] = [];
    for (let i = 0; i < 200; i += 1) quiet.push(await homePage());
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
      while (!done) latencies.push(await homePage());
    };
    await Promise.all([sample(), sample()]);
    const replies = await burst;
    const p99 = percentile(latencies, 99);
    console.log(
      `home page during a 200 sign-in burst (${Math.round(performance.now() - started)} ms, ` +
        `answers ${JSON.stringify(countStatuses(replies))}): ${latencies.length} requests, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms; ` +
        `without a burst just before: p50 ${percentile(quiet, 50).toFixed(1)} ms, p99 ${percentile(quiet, 99).toFixed(1)} ms`,
    );
    expect(countStatuses(replies)[401]).toBe(200);
    expect(latencies.length).toBeGreaterThan(20);
    expect(p99).toBeLessThan(Math.max(P99_FLOOR_MS, P99_QUIET_FACTOR * percentile(quiet, 99)));
  }, 180_000);
});
