// npm run backup -- [DIR]: one archive of DATA_DIR (database, media, manifest) in DIR, or in
// BACKUP_DIR without one, taken while the server runs. With neither it refuses in one line: a
// default folder would be inside the checkout, which may be read-only and is no place for a copy
// of private data (docs/deployment.md). Progress on stderr; the path and size on stdout.
import { resolve } from 'node:path';
import { loadDataFolderConfig } from '../../server/config/config.ts';
import { BACKUP_DIR } from '../../server/config/variables.ts';
import { createBackup } from '../../server/ops/backup.ts';
import { BackupRefused } from '../../server/ops/manifest.ts';

const USAGE = 'usage: npm run backup -- [DIR]';
const NO_DESTINATION =
  'backup refused: name a folder (npm run backup -- DIR) or set BACKUP_DIR; nothing was written';

async function main(argv: string[]): Promise<number> {
  if (argv.length > 1 || argv[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const destination = argv[0] ?? BACKUP_DIR.parse(process.env.BACKUP_DIR, process.env);
  if (!destination) {
    console.error(NO_DESTINATION);
    return 2;
  }
  const outDir = resolve(destination);
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
