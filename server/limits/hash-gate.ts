/**
 * At most `concurrency` tasks at once, the others waiting in arrival order, at most `maxWaiting`
 * of them. Password hashing runs on libuv's four threads, which also read every file the server
 * sends: without this gate a burst of sign-ins holds all four and the whole site stalls.
 */
export interface GateOptions {
  concurrency: number;
  maxWaiting: number;
}

export const BUSY = Symbol('busy');

export type Gate = ReturnType<typeof createGate>;

export function createGate({ concurrency, maxWaiting }: GateOptions) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    /** Runs task when a place is free; BUSY at once when the queue is full. */
    async run<T>(task: () => Promise<T>): Promise<T | typeof BUSY> {
      if (running < concurrency) running += 1;
      else if (waiting.length >= maxWaiting) return BUSY;
      // The place is handed over by release, so `running` stays counted for us.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running(): number {
      return running;
    },
    get waiting(): number {
      return waiting.length;
    },
  };
}

/**
 * The server's one gate for password hashes (sign-in, the account's password change, private
 * links' passwords and the hashing of a new one): created once where the server is composed
 * (server/main.ts) and handed to each of them, so together they never run more than two.
 */
export const HASH_GATE_OPTIONS: GateOptions = { concurrency: 2, maxWaiting: 256 };

export function createHashGate(options: GateOptions = HASH_GATE_OPTIONS): Gate {
  return createGate(options);
}
