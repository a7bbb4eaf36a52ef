// How much a restore lets an archive unpack to. Pure.

/** Films and images are compressed already; only the database shrinks much in a backup. */
export const EXPANSION_RATIO = 32;
/** Room for a database that compresses better than that (mostly empty pages). */
export const EXPANSION_SLACK_BYTES = 256 * 1024 * 1024;
/** Left free on the data folder's disk after the unpacked copy. */
export const FREE_SPACE_MARGIN_BYTES = 64 * 1024 * 1024;

/**
 * The most an archive of `archiveBytes` may unpack to: a bounded multiple of its own size, and
 * never more than the disk can take. A small archive claiming gigabytes is refused from its
 * manifest, before anything is written.
 */
export function expansionCap(archiveBytes: number, freeBytes: number): number {
  const byRatio = archiveBytes * EXPANSION_RATIO + EXPANSION_SLACK_BYTES;
  return Math.max(0, Math.min(byRatio, freeBytes - FREE_SPACE_MARGIN_BYTES));
}
