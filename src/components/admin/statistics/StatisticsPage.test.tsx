// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyCount } from '../../../../tests/support/data/daily-count.ts';
import { createFakeBackend, video } from '../../../../tests/support/fakes/backend.ts';
import { BackendError } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { DailyCount } from '../../../lib/statistics/counts.ts';
import { StatisticsPage } from './StatisticsPage.tsx';

// The page on the fake backend; against the real server in Chromium: tests/e2e/statistics.test.ts.

afterEach(cleanup);
const t = fr.statistics;
const TODAY = '2026-11-26';

function setup(counts: DailyCount[]) {
  const backend = createFakeBackend({
    session: { authenticated: true, email: 'a@b.fr' },
    videos: [video('a', 0, { title: 'Aube' }), video('b', 1, { title: 'Brume' })],
  });
  const asked = vi.fn(async (from: string, to: string) =>
    counts.filter((row) => row.day >= from && row.day <= to),
  );
  backend.statisticsCounts = asked;
  render(<StatisticsPage backend={backend} navigate={() => undefined} today={() => TODAY} />);
  return { backend, asked };
}

describe('StatisticsPage', () => {
  it('shows 30 days by default, the totals, and the films sorted by Lectures', async () => {
    const { asked } = setup([
      dailyCount({ day: TODAY, kind: 'page', item: '/', visits: 4 }),
      dailyCount({ day: TODAY, kind: 'film', item: 'b', plays: 3, completes: 1 }),
      dailyCount({ day: '2026-11-20', kind: 'film', item: 'a', visits: 2, plays: 1 }),
    ]);
    await screen.findByRole('table', { name: t.byFilm });
    const total = (name: string) => document.querySelector(`[data-total="${name}"]`)?.textContent;
    expect([total('visits'), total('plays')]).toEqual(['6', '4']);
    expect(asked).toHaveBeenLastCalledWith('2026-10-28', TODAY);
    expect(
      (screen.getByRole('radio', { name: t.periods['30d'] }) as HTMLInputElement).checked,
    ).toBe(true);
    const films = screen.getByRole('table', { name: t.byFilm });
    const rows = within(films).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Brume031', 'Aube210']);
    expect(screen.getByRole('table', { name: t.chart }).querySelectorAll('tbody tr')).toHaveLength(
      30,
    );
  });

  it('asks again for 7 days when the period changes', async () => {
    const { asked } = setup([
      dailyCount({ day: '2026-11-01', kind: 'page', item: '/', visits: 9 }),
    ]);
    await screen.findByRole('table', { name: t.chart });
    fireEvent.click(screen.getByRole('radio', { name: t.periods['7d'] }));
    await vi.waitFor(() => expect(asked).toHaveBeenLastCalledWith('2026-11-20', TODAY));
    await vi.waitFor(() =>
      expect(
        screen.getByRole('table', { name: t.chart }).querySelectorAll('tbody tr'),
      ).toHaveLength(7),
    );
  });

  it('asks once per period, not again on every render', async () => {
    const { asked } = setup([dailyCount({ day: TODAY, kind: 'page', item: '/', visits: 1 })]);
    await screen.findByRole('table', { name: t.chart });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('radio', { name: t.periods['7d'] }));
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('says in French when the counts cannot be read', async () => {
    const backend = createFakeBackend({ session: { authenticated: true, email: 'a@b.fr' } });
    backend.failNext('statisticsCounts', new BackendError('internal', 500, 'down'));
    render(<StatisticsPage backend={backend} navigate={() => undefined} today={() => TODAY} />);
    expect((await screen.findByRole('alert')).textContent).toBe(t.loadError);
  });
});
