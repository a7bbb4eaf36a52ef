import type { Server } from 'node:http';
import type { ServerConfig } from '../config/config.ts';
import { startAutoBackup } from '../jobs/auto-backup.ts';
import { installGracefulShutdown } from './shutdown.ts';

export interface OperationsOptions {
  server: Server;
  config: Pick<ServerConfig, 'backups' | 'shutdownGraceMs'>;
  dataDir: string;
  /** Closes the admin runtime and the database, in that order. */
  close: () => Promise<void>;
}

/** What runs beside the HTTP server: automatic backups (BACKUP_DIR) and the graceful shutdown. */
export function startOperations({ server, config, dataDir, close }: OperationsOptions): void {
  const backups = config.backups ? startAutoBackup({ dataDir, ...config.backups }) : null;
  installGracefulShutdown({
    server,
    graceMs: config.shutdownGraceMs,
    close: async () => {
      await backups?.stop();
      await close();
    },
  });
}
