import { x as extractTar } from 'tar';
import { BackupRefused, isAllowedEntry } from './manifest.ts';

/**
 * Unpacks an archive into an empty folder, refusing anything but our flat layout (no links,
 * devices, folders outside media/, or names that climb). Any read error means damaged or foreign.
 */
export async function extractArchive(file: string, into: string): Promise<void> {
  const refused: string[] = [];
  try {
    await extractTar({
      file,
      cwd: into,
      strict: true,
      preservePaths: false,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        const ok =
          (type === 'File' && isAllowedEntry(path)) || (type === 'Directory' && path === 'media/');
        if (!ok) refused.push(path);
        return ok;
      },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefused(`cannot read ${file}: ${reason} (damaged, or not a FilmFolio backup)`);
  }
  if (refused.length > 0) {
    throw new BackupRefused(
      `${file} holds entries a FilmFolio backup never has (${refused.slice(0, 3).join(', ')}): not restored`,
    );
  }
}
