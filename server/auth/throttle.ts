/**
 * Failed sign-ins counted in memory, per email and per client address. Memory rather than the
 * database: one server process answers every request, a flood of failures writes nothing to disk,
 * and a restart (which an attacker cannot cause) only forgets up to one window of failures.
 */
export interface ThrottleOptions {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
  /** Beyond this many tracked keys, expired ones are dropped first (bounded memory). */
  maxKeys?: number;
}

export const DEFAULT_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle({
  maxFailures,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: ThrottleOptions) {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  const prune = () => {
    if (failures.size < maxKeys) return;
    for (const key of [...failures.keys()]) recent(key);
    // Still full of live keys: forget the oldest ones rather than grow without bound.
    for (const key of failures.keys()) {
      if (failures.size < maxKeys) break;
      failures.delete(key);
    }
  };

  return {
    /** Seconds until one of these keys may try again, or 0 when none is blocked. */
    retryAfterSeconds(keys: readonly string[]): number {
      let waitMs = 0;
      for (const key of keys) {
        const times = recent(key);
        if (times.length >= maxFailures) {
          const oldest = times[times.length - maxFailures] ?? now();
          waitMs = Math.max(waitMs, oldest + windowMs - now());
        }
      }
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    fail(keys: readonly string[]): void {
      prune();
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    succeed(keys: readonly string[]): void {
      for (const key of keys) failures.delete(key);
    },
  };
}
