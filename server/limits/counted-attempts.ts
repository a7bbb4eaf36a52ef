import { BUSY, type Gate } from './hash-gate.ts';
import { createWindowTable, type WindowTable } from './window-table.ts';

export type AttemptOutcome =
  | { kind: 'refused'; retryAfterSeconds: number }
  | { kind: 'checked'; matches: boolean };

export interface CountedAttemptOptions<Scope extends string> {
  /** Wrong passwords allowed per key of each scope in one window (e.g. per client, per link). */
  limits: Record<Scope, number>;
  windowMs: number;
  /** The app's one hash gate: every password check of the server waits in the same line. */
  gate: Gate;
  /**
   * What a right password does to the counts: 'release' takes back this attempt only; 'clear'
   * also forgets the earlier failures of its keys (the owner, signed in, starts afresh).
   */
  onMatch: 'release' | 'clear';
  maxKeys?: number;
  now?: () => number;
}

export interface AttemptRequest<Scope extends string> {
  /** Who asks: one check at a time per client, so a burst cannot fill the gate's queue. */
  client: string;
  /** The key counted in each scope. */
  keys: Record<Scope, string>;
  /** The password hash; runs inside the gate. */
  verify: () => Promise<boolean>;
  /** Runs once admitted, before the gate (a slow-down). */
  beforeCheck?: () => Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const BUSY_REFUSAL = { kind: 'refused', retryAfterSeconds: 1 } as const;

/**
 * Password attempts counted before their hash runs, so simultaneous requests see each other:
 * refused with a retry-after while any scope's key is at its limit, given back when the
 * password is right, when no password was checked (the gate was full) or when the check failed.
 */
export function createCountedAttempts<Scope extends string>({
  limits,
  windowMs,
  gate,
  onMatch,
  maxKeys = 10_000,
  now = Date.now,
}: CountedAttemptOptions<Scope>) {
  const scopes = Object.keys(limits) as Scope[];
  const tables = Object.fromEntries(
    scopes.map((scope) => [
      scope,
      createWindowTable({ limit: limits[scope], windowMs, maxKeys, now }),
    ]),
  ) as Record<Scope, WindowTable>;
  const inFlight = new Set<string>();
  let checks = 0;

  return {
    async attempt({
      client,
      keys,
      verify,
      beforeCheck,
    }: AttemptRequest<Scope>): Promise<AttemptOutcome> {
      if (inFlight.has(client)) return BUSY_REFUSAL;
      const wait = Math.max(...scopes.map((scope) => tables[scope].retryAfterMs(keys[scope])));
      if (wait > 0) return { kind: 'refused', retryAfterSeconds: seconds(wait) };

      const marks = scopes.map((scope) => [scope, tables[scope].add(keys[scope])] as const);
      const takeBack = () => {
        for (const [scope, at] of marks) tables[scope].release(keys[scope], at);
      };
      inFlight.add(client);
      try {
        await beforeCheck?.();
        const matches = await gate.run(() => {
          checks += 1;
          return verify();
        });
        if (matches === BUSY) {
          takeBack();
          return BUSY_REFUSAL;
        }
        if (matches && onMatch === 'clear') {
          for (const scope of scopes) tables[scope].clear(keys[scope]);
        } else if (matches) takeBack();
        return { kind: 'checked', matches };
      } catch (error) {
        takeBack();
        throw error;
      } finally {
        inFlight.delete(client);
      }
    },
    /** Password checks run so far (for tests and the benchmark). */
    get checks(): number {
      return checks;
    },
  };
}

export type CountedAttempts<Scope extends string> = ReturnType<typeof createCountedAttempts<Scope>>;
