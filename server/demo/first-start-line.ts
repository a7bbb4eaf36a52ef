import type { DatabaseSync } from 'node:sqlite';

const KEY = 'first_started_at';

/**
 * What the first start of a data folder prints: whether it holds the demo content, so an owner
 * who forgot DEMO_CONTENT=0 learns it from the log before the demo goes live (issue 33). The
 * folder may already exist (`npm run admin -- set` made it): what counts is the server's first
 * start, remembered in meta. A folder that already holds the owner's films says nothing.
 */
export function firstStartLine(
  db: DatabaseSync,
  dataDir: string,
  holdsDemo: () => boolean,
): string | null {
  if (db.prepare('SELECT 1 AS seen FROM meta WHERE key = ?').get(KEY)) return null;
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(
    KEY,
    new Date().toISOString(),
  );
  if (holdsDemo()) {
    return `FilmFolio: new data folder ${dataDir} with the demo content (DEMO_CONTENT=0 starts an empty site; the dashboard can clear the demo)`;
  }
  const videos = Number(db.prepare('SELECT COUNT(*) AS n FROM videos').get()?.n);
  return videos === 0 ? `FilmFolio: new data folder ${dataDir}, empty (DEMO_CONTENT=0)` : null;
}
