/** The first retry of a failed rebuild waits this long; each further failure doubles it. */
export const FIRST_RETRY_MS = 5_000;
/** Never longer than this between two attempts: a fixed cause (disk space) is picked up soon. */
export const LONGEST_RETRY_MS = 5 * 60_000;

/** How long to wait after the n-th failure in a row (n >= 1) before trying again. */
export function retryDelayMs(failuresInARow: number, firstMs = FIRST_RETRY_MS): number {
  const doublings = Math.min(Math.max(failuresInARow, 1) - 1, 30);
  return Math.min(firstMs * 2 ** doublings, Math.max(LONGEST_RETRY_MS, firstMs));
}
