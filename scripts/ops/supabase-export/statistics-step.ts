// The audience counts step (docs/statistics.md), after the links the counts name: the daily rows
// only; the day's keys and salt stay behind (the salt is only ever in the server's memory).
import { planStatistics } from './statistics-plan.ts';
import type { ExportStep } from './steps.ts';

export const statisticsStep: ExportStep = {
  name: 'statistics',
  async run({ local, project }) {
    const plan = planStatistics(local.statistics, await project.statistics());
    await project.upsertStatistics(plan.upsert);
    return {
      step: 'statistics',
      copied: { 'daily counts written': plan.upsert.length },
      kept: { 'daily counts unchanged': plan.unchanged },
      bytes: 0,
    };
  },
};
