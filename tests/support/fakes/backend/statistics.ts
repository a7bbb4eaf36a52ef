// The fake backend's audience counts: no visitor ever reaches the fake, so it has none, and it
// gives them only with a session.
import type { DailyCount } from '../../../../src/lib/statistics/counts.ts';
import type { FakeCall } from './call.ts';

export function fakeStatisticsMethods(write: FakeCall) {
  return {
    statisticsCounts: (from: string, to: string) =>
      write('statisticsCounts', [from, to], (): DailyCount[] => []),
  };
}
