import { createWindowTable } from '../limits/window-table.ts';

/** How long requests without a view marker, from one address and browser, make one view. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/**
 * Which visits of a link are new views, for visitors that send no view marker (a first visit, a
 * client that keeps no cookies): one per link, address group and browser per window, so 30
 * requests without cookies make one view, not 30. In memory and bounded like the rate limits.
 */
export function createViewCounter(now: () => number = Date.now) {
  // limit 2, one entry per key: every key stays "under its limit", so a full table sheds the
  // least recent ones instead of growing with the number of addresses.
  const seen = createWindowTable({ limit: 2, windowMs: VIEW_WINDOW_MS, now });
  return {
    /** True the first time a key is met in the window (and records it). */
    isNewView(key: string): boolean {
      if (seen.count(key) > 0) return false;
      seen.add(key);
      return true;
    },
  };
}
