// The home page's latency while 200 clients sign in at once, against the real server. A latency
// test runs alone (vitest project 'latency', after every other one): on a shared machine another
// suite's load would be measured too.
import { describe, expect, it } from 'vitest';
import { homePageDuring } from '../support/checks/home-page-latency.ts';
import { countStatuses, signInServer } from '../support/harness/sign-in-burst.ts';

const server = signInServer();
const { signIn } = server;

// The rule and the measure: tests/support/checks/home-page-latency.ts (target about 200 ms when quiet).
describe('sign-in burst and the rest of the site', () => {
  it('the home page stays fast (p99 under max(1 s, 8x quiet p99)) during a 200-request sign-in burst', async () => {
    const {
      result: replies,
      latencies,
      p99,
      limit,
      summary,
    } = await homePageDuring(server.url, () =>
      Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          signIn(`10.9.${i >> 8}.${i & 255}`, 'quelquun@example.test', 'pas le bon mot de passe'),
        ),
      ),
    );
    console.log(
      `home page during a 200 sign-in burst (answers ${JSON.stringify(countStatuses(replies))}), ${summary}`,
    );
    expect(countStatuses(replies)[401]).toBe(200);
    expect(latencies.length).toBeGreaterThan(20);
    expect(p99).toBeLessThan(limit);
  }, 180_000);
});
