/**
 * Attempts per key in a sliding window, in memory: one server process answers every request, a
 * flood writes nothing to disk, and a restart (which an attacker cannot cause) only forgets up to
 * one window.
 *
 * The table is bounded, but never at the expense of the keys it exists to hold back: when full it
 * drops expired keys, then the least recently active keys that are still under their limit. Keys
 * at their limit are kept until their window passes, so pushing other keys in cannot reset them.
 * (Their number is bounded by the attempts the server lets through per window.)
 */
export interface WindowTableOptions {
  limit: number;
  windowMs: number;
  /** Beyond this many keys, room is made as above. */
  maxKeys?: number;
  now?: () => number;
}

export type WindowTable = ReturnType<typeof createWindowTable>;

export function createWindowTable({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: WindowTableOptions) {
  // Map order is the order of last activity: a key is moved to the end on each attempt.
  const times = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const list = times.get(key);
    if (!list) return [];
    const cutoff = now() - windowMs;
    if ((list[0] ?? 0) > cutoff) return list;
    const kept = list.filter((t) => t > cutoff);
    if (kept.length) times.set(key, kept);
    else times.delete(key);
    return kept;
  };

  const makeRoom = () => {
    // Down to 90 % so the walk is paid once per many new keys, not on each.
    const target = Math.floor(maxKeys * 0.9);
    for (const key of [...times.keys()]) {
      if (times.size <= target) return;
      recent(key);
    }
    for (const [key, list] of times) {
      if (times.size <= target) return;
      if (list.length < limit) times.delete(key);
    }
  };

  const retryAfterMs = (key: string): number => {
    const list = recent(key);
    if (list.length < limit) return 0;
    const freeing = list[list.length - limit] ?? now();
    return Math.max(1, freeing + windowMs - now());
  };

  return {
    count: (key: string): number => recent(key).length,
    /** 0 when the key may try now, else how long until it may. */
    retryAfterMs,
    /** Records an attempt and returns its time, the handle to release it with. */
    add(key: string): number {
      const list = recent(key);
      if (!times.has(key) && times.size >= maxKeys) makeRoom();
      const at = now();
      times.delete(key);
      times.set(key, [...list, at]);
      return at;
    },
    /** Takes back one attempt recorded by add (it turned out not to count). */
    release(key: string, at: number): void {
      const list = times.get(key);
      const index = list?.indexOf(at) ?? -1;
      if (!list || index < 0) return;
      const rest = [...list.slice(0, index), ...list.slice(index + 1)];
      if (rest.length) times.set(key, rest);
      else times.delete(key);
    },
    clear: (key: string): void => {
      times.delete(key);
    },
    get size(): number {
      return times.size;
    },
  };
}
