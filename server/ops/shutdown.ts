import type { Server } from 'node:http';

export const DEFAULT_GRACE_MS = 10_000;
// After the grace period, what closing needs (the database, a running build) gets this long.
const CLOSE_MS = 5_000;

export interface ShutdownOptions {
  server: Server;
  /** Closes what the server holds (background jobs, then the database). */
  close: () => Promise<void>;
  graceMs?: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

/**
 * SIGTERM / SIGINT: stop accepting connections, let requests in flight finish for up to graceMs,
 * then cut what is left (a cut tus upload resumes from its stored offset after the restart) and
 * close the database cleanly. Returns the handler, which the signals call.
 */
export function installGracefulShutdown(options: ShutdownOptions): (signal: string) => void {
  const { server } = options;
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const log = options.log ?? console.log;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`FilmFolio: ${signal}, finishing requests in flight (up to ${graceMs / 1000} s)`);
    // A keep-alive connection that finishes its request becomes idle: close it then, not at the deadline.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      log('FilmFolio: requests still running at the deadline, closing their connections');
      server.closeAllConnections();
    }, graceMs);
    const hard = setTimeout(() => {
      log('FilmFolio: could not close in time, exiting');
      exit(1);
    }, graceMs + CLOSE_MS);
    hard.unref();
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      options.close().then(
        () => {
          log('FilmFolio: closed');
          exit(0);
        },
        (error: unknown) => {
          log(`FilmFolio: closing failed: ${String(error)}`);
          exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return shutdown;
}
