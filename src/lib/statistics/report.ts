import type { DailyCount } from './counts.ts';
import { daysBetween } from './period.ts';

export interface FilmStats {
  id: string;
  title: string;
  /** Visits of the film's own page. */
  visits: number;
  /** Plays everywhere: the dialog, the film page, private links. */
  plays: number;
  completes: number;
}

export interface LinkFilmStats {
  id: string;
  title: string;
  plays: number;
  completes: number;
}

export interface LinkStats {
  id: string;
  name: string;
  visits: number;
  plays: number;
  /** The last counted visit of its page in the period, or null. */
  last_visit_at: string | null;
  /** The films played through this link, most played first. */
  films: LinkFilmStats[];
}

export interface StatisticsReport {
  totals: { visits: number; plays: number };
  /** Every day of the period, with its visits of every page (private links' included). */
  days: Array<{ day: string; visits: number }>;
  films: FilmStats[];
  links: LinkStats[];
  /**
   * The days of the period on which a flood limit refused events (issue 34, point 2): the page
   * marks them, since their figures may miss real visits.
   */
  limitedDays: string[];
}

interface Named {
  id: string;
  title: string;
}

const byPlays = <T extends { plays: number; title: string }>(a: T, b: T) =>
  b.plays - a.plays || a.title.localeCompare(b.title, 'fr');

/**
 * The admin page's figures for the days from..to out of the stored daily counts. Every current
 * film and link gets a row, counted or not; counts of deleted ones still make the totals.
 */
export function buildReport(
  rows: readonly DailyCount[],
  range: { from: string; to: string },
  films: readonly Named[],
  links: ReadonlyArray<{ id: string; name: string }>,
): StatisticsReport {
  const inRange = rows.filter((row) => row.day >= range.from && row.day <= range.to);
  const perDay = new Map(daysBetween(range.from, range.to).map((day) => [day, 0]));
  const film = new Map<string, FilmStats>(
    films.map(({ id, title }) => [id, { id, title, visits: 0, plays: 0, completes: 0 }]),
  );
  const titleOf = (id: string) => film.get(id)?.title ?? id;
  const link = new Map<string, LinkStats & { byFilm: Map<string, LinkFilmStats> }>(
    links.map(({ id, name }) => [
      id,
      { id, name, visits: 0, plays: 0, last_visit_at: null, films: [], byFilm: new Map() },
    ]),
  );
  const totals = { visits: 0, plays: 0 };
  const limited = new Set<string>();

  for (const row of inRange) {
    if (row.limited) limited.add(row.day);
    totals.visits += row.visits;
    if (row.visits > 0) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.visits);
    if (row.kind === 'film') {
      totals.plays += row.plays;
      const stats = film.get(row.item);
      if (stats) {
        stats.visits += row.visits;
        stats.plays += row.plays;
        stats.completes += row.completes;
      }
      const through = row.link ? link.get(row.link) : undefined;
      if (through && (row.plays > 0 || row.completes > 0)) {
        through.plays += row.plays;
        const entry = through.byFilm.get(row.item) ?? {
          id: row.item,
          title: titleOf(row.item),
          plays: 0,
          completes: 0,
        };
        entry.plays += row.plays;
        entry.completes += row.completes;
        through.byFilm.set(row.item, entry);
      }
    } else if (row.kind === 'link') {
      const stats = link.get(row.item);
      if (stats) {
        stats.visits += row.visits;
        if (row.last_at && (!stats.last_visit_at || row.last_at > stats.last_visit_at)) {
          stats.last_visit_at = row.last_at;
        }
      }
    }
  }

  return {
    totals,
    days: [...perDay].map(([day, visits]) => ({ day, visits })),
    films: [...film.values()].sort(byPlays),
    links: [...link.values()].map(({ byFilm, ...stats }) => ({
      ...stats,
      films: [...byFilm.values()].sort(byPlays),
    })),
    limitedDays: [...limited].sort(),
  };
}
