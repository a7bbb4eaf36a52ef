import { join, resolve } from 'node:path';
import { createRegenerator } from '../jobs/regenerate.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Builds the static site from a data folder into <dataDir>/site, where the server looks for its
 * latest rebuild at start: the restored content is what it serves, with no `npm run build`.
 */
export async function rebuildSite(dataDir: string, log: (line: string) => void): Promise<boolean> {
  const regenerator = createRegenerator({
    root: ROOT,
    buildsDir: join(dataDir, 'site'),
    initialDir: join(ROOT, 'dist'),
    env: { DATA_DIR: dataDir },
    debounceMs: 0,
    log,
  });
  regenerator.schedule();
  await regenerator.whenIdle();
  return regenerator.stats.builds === 1;
}
