// The contract's audience half: the counts the statistics page reads. How events are counted is
// each backend's own test (server/routes/statistics.test.ts, tests/supabase/statistics.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { periodStart } from '../../lib/statistics/period.ts';
import { type ContractSetup, rejection, useSubject } from './support.ts';

export function describeStatisticsContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: statistics`, () => {
    const subject = useSubject(setup);
    const today = new Date().toISOString().slice(0, 10);
    const from = periodStart('30d', today);
    beforeEach(async () => {
      const { backend, credentials } = subject();
      await backend.signIn(credentials.email, credentials.password);
    });

    it('gives the administrator the daily counts of a range: none on a fresh site', async () => {
      expect(await subject().backend.statisticsCounts(from, today)).toEqual([]);
    });

    it('refuses the counts without a session', async () => {
      const error = await rejection(subject().signedOut.statisticsCounts(from, today));
      expect(error.code).toBe('unauthorized');
    });
  });
}
