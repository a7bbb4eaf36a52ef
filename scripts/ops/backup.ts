// npm run backup -- [DIR]: one archive of DATA_DIR (database, media, manifest) in DIR (default
// ./backups, or BACKUP_DIR), taken while the server runs. Progress on stderr; the path and size
// on stdout at the end.
import { resolve } from 'node:path';
import { loadDataFolderConfig } from '../../server/config/config.ts';
import { BACKUP_DIR } from '../../server/config/variables.ts';
import { createBackup } from '../../server/ops/backup.ts';
import { BackupRefused } from '../../server/ops/manifest.ts';

const USAGE = 'usage: npm run backup -- [DIR]';

async function main(argv: string[]): Promise<number> {
  if (argv.length > 1 || argv[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const outDir = resolve(
    argv[0] ?? BACKUP_DIR.parse(process.env.BACKUP_DIR, process.env) ?? 'backups',
  );
  const result = await createBackup({
    dataDir: loadDataFolderConfig(process.env).dataDir,
    outDir,
    log: (line) => console.error(line),
  });
  console.log(`${result.path}\t${result.size} bytes (${(result.size / 1e6).toFixed(1)} MB)`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof BackupRefused ? error.message : String(error);
    console.error(`backup failed: ${message}`);
    process.exit(1);
  },
);
