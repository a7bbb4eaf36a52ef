import { sweepOrphans } from '../media/files.ts';
import type { Uploads } from './tus.ts';

export const DEFAULT_ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export interface MaintenanceOptions {
  uploads: Uploads;
  mediaDir: string;
  isReferenced: (name: string) => boolean;
  /** How long an unreferenced file waits for the form that will reference it. */
  graceMs?: number;
  intervalMs?: number;
  log?: (line: string) => void;
}

/** One round: expired tus uploads, then media files no row references past the grace period. */
export async function runMaintenance({
  uploads,
  mediaDir,
  isReferenced,
  graceMs = DEFAULT_ORPHAN_GRACE_MS,
  log = console.log,
}: MaintenanceOptions): Promise<{ uploads: number; media: number }> {
  const expired = await uploads.cleanUpExpired();
  const orphans = sweepOrphans(mediaDir, isReferenced, graceMs);
  if (expired || orphans.length) {
    log(
      `FilmFolio: removed ${expired} expired upload(s) and ${orphans.length} unreferenced media file(s)`,
    );
  }
  return { uploads: expired, media: orphans.length };
}

/** Runs a round at once (the start-up sweep), then every interval; returns the stop function. */
export function startMaintenance(options: MaintenanceOptions): () => void {
  const round = () =>
    runMaintenance(options).catch((error: unknown) =>
      (options.log ?? console.error)(`FilmFolio: media clean-up failed: ${String(error)}`),
    );
  void round();
  const timer = setInterval(round, options.intervalMs ?? DEFAULT_MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
