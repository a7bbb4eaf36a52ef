import { isDay } from './counts.ts';

export const PERIODS = ['7d', '30d', '12m'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

const addDays = (day: string, n: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

/** The first day of a period ending today (both included). */
export function periodStart(period: Period, today: string): string {
  if (period === '7d') return addDays(today, -6);
  if (period === '30d') return addDays(today, -29);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return addDays(date.toISOString().slice(0, 10), 1);
}

/** Every day from `from` to `to`, both included, in order. */
export function daysBetween(from: string, to: string): string[] {
  if (!isDay(from) || !isDay(to)) return [];
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The longest range the admin route answers (a bit over a year, leap years included). */
export const MAX_RANGE_DAYS = 400;
