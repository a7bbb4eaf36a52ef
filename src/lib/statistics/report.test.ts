import { describe, expect, it } from 'vitest';
import { dailyCount } from '../../../tests/support/data/daily-count.ts';
import type { DailyCount } from './counts.ts';
import { countsCsv } from './csv.ts';
import { daysBetween, periodStart } from './period.ts';
import { buildReport } from './report.ts';

const ROWS: DailyCount[] = [
  dailyCount({ day: '2026-11-20', kind: 'page', item: '/', visits: 3 }),
  dailyCount({ day: '2026-11-26', kind: 'page', item: '/', visits: 2 }),
  dailyCount({ day: '2026-11-26', kind: 'film', item: 'f1', visits: 1, plays: 2, completes: 1 }),
  dailyCount({ day: '2026-11-26', kind: 'film', item: 'f2', plays: 1 }),
  dailyCount({ day: '2026-11-25', kind: 'film', item: 'f2', link: 'l1', plays: 4, completes: 1 }),
  dailyCount({
    day: '2026-11-25',
    kind: 'link',
    item: 'l1',
    visits: 2,
    last_at: '2026-11-25T10:00:00Z',
  }),
  dailyCount({
    day: '2026-11-26',
    kind: 'link',
    item: 'l1',
    visits: 1,
    last_at: '2026-11-26T08:00:00Z',
  }),
  // Before the period: left out.
  dailyCount({ day: '2026-10-01', kind: 'page', item: '/', visits: 50 }),
  // A deleted film still counts in the totals.
  dailyCount({ day: '2026-11-26', kind: 'film', item: 'gone', plays: 1 }),
];
const FILMS = [
  { id: 'f1', title: 'Aube' },
  { id: 'f2', title: 'Brume' },
  { id: 'f3', title: 'Cendre' },
];

describe('periods', () => {
  it('spans 7 days, 30 days or 12 months ending today', () => {
    expect(periodStart('7d', '2026-11-26')).toBe('2026-11-20');
    expect(periodStart('30d', '2026-11-26')).toBe('2026-10-28');
    expect(periodStart('12m', '2026-11-26')).toBe('2025-11-27');
    expect(daysBetween('2026-11-20', '2026-11-26')).toHaveLength(7);
    expect(daysBetween(periodStart('12m', '2028-03-01'), '2028-03-01')).toHaveLength(366);
    expect(daysBetween('nope', '2026-11-26')).toEqual([]);
  });
});

describe('the report', () => {
  const report = buildReport(ROWS, { from: '2026-11-20', to: '2026-11-26' }, FILMS, [
    { id: 'l1', name: 'Agence Lumen' },
    { id: 'l2', name: 'Jamais ouvert' },
  ]);

  it('totals visits and plays of the period', () => {
    expect(report.totals).toEqual({ visits: 3 + 2 + 1 + 2 + 1, plays: 2 + 1 + 4 + 1 });
  });

  it('gives every day, zeros included, for the chart', () => {
    expect(report.days).toHaveLength(7);
    expect(report.days[0]).toEqual({ day: '2026-11-20', visits: 3 });
    expect(report.days.find((d) => d.day === '2026-11-22')).toEqual({
      day: '2026-11-22',
      visits: 0,
    });
    expect(report.days.at(-1)).toEqual({ day: '2026-11-26', visits: 2 + 1 + 1 });
  });

  it('lists every film sorted by plays, with its page visits and full watches', () => {
    expect(report.films).toEqual([
      { id: 'f2', title: 'Brume', visits: 0, plays: 5, completes: 1 },
      { id: 'f1', title: 'Aube', visits: 1, plays: 2, completes: 1 },
      { id: 'f3', title: 'Cendre', visits: 0, plays: 0, completes: 0 },
    ]);
  });

  it('lists every link with its visits, plays, last visit and films played', () => {
    expect(report.links).toEqual([
      {
        id: 'l1',
        name: 'Agence Lumen',
        visits: 3,
        plays: 4,
        last_visit_at: '2026-11-26T08:00:00Z',
        films: [{ id: 'f2', title: 'Brume', plays: 4, completes: 1 }],
      },
      { id: 'l2', name: 'Jamais ouvert', visits: 0, plays: 0, last_visit_at: null, films: [] },
    ]);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, one row per day and item, names quoted when needed', () => {
    const csv = countsCsv(
      ROWS.slice(0, 6),
      {
        header: ['Jour', 'Type', 'Élément', 'Lien', 'Visites', 'Lectures', 'Regardé en entier'],
        kind: { page: 'Page', film: 'Film', link: 'Lien privé' },
      },
      (_kind, id) => (id === 'l1' ? 'Lumen, "auto"' : id === 'f2' ? '=Brume' : id),
    );
    expect(
      csv.startsWith('\uFEFFJour,Type,Élément,Lien,Visites,Lectures,Regardé en entier\r\n'),
    ).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe('2026-11-20,Page,/,,3,0,0');
    expect(lines).toContain(`2026-11-25,Film,'=Brume,"Lumen, ""auto""",0,4,1`);
    expect(lines.at(-1)).toBe('2026-11-26,Page,/,,2,0,0');
  });
});

// Issue 34, point 2: the days a flood limit refused events are named, for the page's mark.
describe('the days a limit was reached', () => {
  it('lists each day of the period with a limited row, once, oldest first', () => {
    const row = (day: string, limited?: boolean): DailyCount => ({
      day,
      kind: 'page',
      item: '/',
      link: '',
      visits: 1,
      plays: 0,
      completes: 0,
      last_at: null,
      ...(limited ? { limited } : {}),
    });
    const report = buildReport(
      [
        row('2026-11-26', true),
        row('2026-11-24', true),
        row('2026-11-25'),
        row('2026-11-26', true),
        row('2026-10-01', true),
      ],
      { from: '2026-11-20', to: '2026-11-26' },
      [],
      [],
    );
    expect(report.limitedDays).toEqual(['2026-11-24', '2026-11-26']);
  });
});
