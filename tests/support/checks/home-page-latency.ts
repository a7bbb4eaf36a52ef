// What the latency suites (tests/faults/*-latency.test.ts) measure: the home page's response time
// while some load runs, against the same requests just before it. The bound is relative to that
// quiet measure with a floor of 1 s: a loaded machine slows both, and without the hash cap the
// sign-in burst's p99 was over 15 s, far past either bound.
import { expect } from 'vitest';
import { rawRequest } from '../harness/raw-http.ts';

/** The p99 under load stays below max(P99_FLOOR_MS, P99_QUIET_FACTOR x the quiet p99). */
const P99_FLOOR_MS = 1_000;
const P99_QUIET_FACTOR = 8;

/** Nearest-rank percentile of a list of durations. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface HomePageLatency<T> {
  /** What the load returned. */
  result: T;
  /** Home page durations (ms) while the load ran, from two clients in turn. */
  latencies: number[];
  p99: number;
  /** The bound the p99 must stay under, from the quiet measure taken just before the load. */
  limit: number;
  /** One line for the log: the load's length and both measures. */
  summary: string;
}

/**
 * Warms the file cache and the connection path with 200 home page requests (as a running site
 * would be; they also tell how noisy the machine is right now), then starts `load` and asks for
 * the home page from two clients until it ends.
 */
export async function homePageDuring<T>(
  url: string,
  load: () => Promise<T>,
): Promise<HomePageLatency<T>> {
  const homePage = async () => {
    const t0 = performance.now();
    const reply = await rawRequest(url, { method: 'GET', path: '/' });
    expect(reply.status).toBe(200);
    return performance.now() - t0;
  };
  const quiet: number[] = [];
  for (let i = 0; i < 200; i += 1) quiet.push(await homePage());
  let done = false;
  const started = performance.now();
  const running = load().finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  const sample = async () => {
    while (!done) latencies.push(await homePage());
  };
  await Promise.all([sample(), sample()]);
  const result = await running;
  const p99 = percentile(latencies, 99);
  const summary =
    `${Math.round(performance.now() - started)} ms of load: ${latencies.length} requests, ` +
    `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms; ` +
    `without the load just before: p50 ${percentile(quiet, 50).toFixed(1)} ms, p99 ${percentile(quiet, 99).toFixed(1)} ms`;
  const limit = Math.max(P99_FLOOR_MS, P99_QUIET_FACTOR * percentile(quiet, 99));
  return { result, latencies, p99, limit, summary };
}
