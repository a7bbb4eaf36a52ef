// The footer's copyright year is written at build time. A site nobody edits over New Year would
// keep last year's, so the server rebuilds when the calendar year moves past the served build.
import { statSync } from 'node:fs';
import { join } from 'node:path';

// setTimeout fires at once for delays past 2^31-1 ms (about 24.8 days): longer waits are re-armed.
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds from now to one second past the next local midnight of 1 January. */
export function msUntilNextYear(now: Date): number {
  return new Date(now.getFullYear() + 1, 0, 1, 0, 0, 1).getTime() - now.getTime();
}

/** The local year the served site's page was written, or null when there is no page yet. */
export function builtYear(siteDir: string): number | null {
  const page = statSync(join(siteDir, 'index.html'), { throwIfNoEntry: false });
  return page ? new Date(page.mtimeMs).getFullYear() : null;
}

export interface YearlyRebuildOptions {
  rebuild: () => void;
  /** The year of the site served now (null: unknown, nothing to do). */
  servedYear: () => number | null;
  now?: () => Date;
  log?: (line: string) => void;
}

/** Rebuilds now if the served site is from an earlier year, then at every New Year. */
export function startYearlyRebuild({
  rebuild,
  servedYear,
  now = () => new Date(),
  log = console.log,
}: YearlyRebuildOptions): () => void {
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const served = servedYear();
    const year = now().getFullYear();
    if (served !== null && served < year) {
      log(`FilmFolio: the site was built in ${served}, rebuilding it for ${year}`);
      rebuild();
    }
  };
  const arm = () => {
    timer = setTimeout(
      () => {
        check();
        arm();
      },
      Math.min(msUntilNextYear(now()), MAX_TIMER_MS),
    );
    timer.unref();
  };
  check();
  arm();
  return () => clearTimeout(timer);
}
