// The stored shape of the audience counts: one row per day and item, shared by the server's
// store, the admin route's answer and the admin page.

/** page: a public page by address; film: a film by id; link: a private link's page by id. */
export type ItemKind = 'page' | 'film' | 'link';

export interface DailyCount {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  kind: ItemKind;
  /** The page's address ('/', '/mentions-legales', '/categories/<slug>'), or the film's or link's id. */
  item: string;
  /** For a film's plays on a private link's page, that link's id; '' elsewhere. */
  link: string;
  visits: number;
  plays: number;
  completes: number;
  /** The last counted event of that day on that item (ISO time), null when none is known. */
  last_at: string | null;
  /**
   * Some events of that day on that item were not counted because a flood limit was reached
   * (a client's share or the item's daily ceiling); absent otherwise.
   */
  limited?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A valid YYYY-MM-DD that is a real calendar day. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
