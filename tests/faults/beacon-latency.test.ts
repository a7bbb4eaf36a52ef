// 1,000 audience beacons from 50 clients against the real server, and the home page's latency
// meanwhile (docs/statistics.md). A latency test runs alone (vitest project 'latency'). TRUST_PROXY
// lets one machine speak for 50 client addresses through X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/store/db.ts';
import { createStatisticsStore } from '../../server/store/statistics.ts';
import { homePageDuring } from '../support/checks/home-page-latency.ts';
import { rawRequest } from '../support/harness/raw-http.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { countStatuses } from '../support/harness/sign-in-burst.ts';

const CLIENTS = 50;
const BEACONS_PER_CLIENT = 20;
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: ServerProcess;
beforeAll(async () => {
  server = await spawnServer({ env: { DEMO_CONTENT: '0', TRUST_PROXY: '1' } });
}, 120_000);
afterAll(async () => {
  await server?.kill('SIGTERM');
});

const beacon = (client: number, page: string) =>
  rawRequest(server.url, {
    method: 'POST',
    path: '/api/stats',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: server.url,
      'user-agent': UA,
      'x-forwarded-for': `10.7.0.${client}`,
      'x-forwarded-proto': 'http',
    },
    body: JSON.stringify({ t: 'visit', p: page }),
    timeoutMs: 60_000,
  });

describe('audience beacons under load', () => {
  it(`takes ${CLIENTS * BEACONS_PER_CLIENT} beacons from ${CLIENTS} clients, counts each once, home page p99 within the rule`, async () => {
    const { result, latencies, p99, limit, summary } = await homePageDuring(server.url, () =>
      Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          const replies = [];
          for (let n = 0; n < BEACONS_PER_CLIENT; n += 1) {
            replies.push(await beacon(client + 1, n % 2 ? '/mentions-legales/' : '/'));
          }
          return replies;
        }),
      ),
    );
    const replies = result.flat();
    console.log(
      `home page during ${replies.length} beacons (answers ${JSON.stringify(countStatuses(replies))}), ${summary}`,
    );
    expect(countStatuses(replies)).toEqual({ 204: CLIENTS * BEACONS_PER_CLIENT });
    expect(latencies.length).toBeGreaterThan(20);
    expect(p99).toBeLessThan(limit);

    // Read the server's own file (WAL: a reader does not block it).
    const db = openDatabase({ dataDir: server.dataDir });
    try {
      const counts = createStatisticsStore(db).counts();
      expect(counts.map(({ item, visits }) => ({ item, visits }))).toEqual([
        { item: '/', visits: CLIENTS },
        { item: '/mentions-legales', visits: CLIENTS },
      ]);
    } finally {
      db.close();
    }
  }, 180_000);
});
