// npm run restore -- FILE [--force]: restores a backup into DATA_DIR after checking every file of
// it. A non-empty DATA_DIR is refused unless --force, which moves it aside (never deletes it).
// Stop the server first.
import { resolve } from 'node:path';
import { loadDataFolderConfig } from '../../server/config/config.ts';
import { BackupRefused } from '../../server/ops/manifest.ts';
import { rebuildSite } from '../../server/ops/rebuild-site.ts';
import { RestoreFailed, restoreBackup } from '../../server/ops/restore.ts';

const USAGE = 'usage: npm run restore -- FILE [--force]';

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const files = argv.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const log = (line: string) => console.error(line);
  // DATA_DIR as the server reads it (server/config/): the same folder, the same default.
  const { dataDir } = loadDataFolderConfig(process.env);
  const result = await restoreBackup({
    file: resolve(files[0] ?? ''),
    dataDir,
    force,
    log,
    rebuild: async (dataDir) => {
      if (!(await rebuildSite(dataDir, log))) {
        log('restore: the site rebuild failed; the server rebuilds after the next change');
      }
    },
  });
  console.log(
    `restored ${result.videos} video(s) and ${result.files} file(s) into ${dataDir}` +
      (result.movedAside ? `; the previous data folder is ${result.movedAside}` : ''),
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Refusals come before the data folder is touched; a later failure says where each folder is.
    if (error instanceof BackupRefused) {
      console.error(`restore refused: ${error.message}\nNothing was changed.`);
    } else if (error instanceof RestoreFailed) {
      console.error(`restore failed: ${error.message}`);
    } else {
      console.error(`restore failed: ${String(error)}`);
    }
    process.exit(1);
  },
);
