import type { Server } from 'node:http';
import { backupKeep, startAutoBackup } from './auto-backup.ts';
import { graceMsFrom, installGracefulShutdown } from './shutdown.ts';

export interface OperationsOptions {
  server: Server;
  env: NodeJS.ProcessEnv;
  dataDir: string;
  /** Closes the admin runtime and the database, in that order. */
  close: () => Promise<void>;
}

/** What runs beside the HTTP server: automatic backups (BACKUP_DIR) and the graceful shutdown. */
export function startOperations({ server, env, dataDir, close }: OperationsOptions): void {
  const backups = env.BACKUP_DIR
    ? startAutoBackup({
        dataDir,
        dir: env.BACKUP_DIR,
        keep: backupKeep(env.BACKUP_KEEP, console.error),
      })
    : null;
  installGracefulShutdown({
    server,
    graceMs: graceMsFrom(env.SHUTDOWN_GRACE_MS),
    close: async () => {
      await backups?.stop();
      await close();
    },
  });
}
