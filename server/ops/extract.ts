import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  statfsSync,
  statSync,
  type WriteStream,
} from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Parser, type ReadEntry } from 'tar';
import {
  type BackupManifest,
  BackupRefused,
  isAllowedEntry,
  MANIFEST_NAME,
  parseManifest,
} from './manifest.ts';
import { expansionCap } from './restore-limits.ts';

const MANIFEST_MAX_BYTES = 4 * 1024 * 1024;

export interface ExtractOptions {
  /** The most the unpacked files may take; by default from the archive's size and free space. */
  maxBytes?: number;
}

function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Unpacks an archive into an empty folder in one pass, deciding on every entry from its header,
 * before a byte of it is written: the manifest comes first; every other entry is a plain file it
 * lists, with the size it declares; the declared total fits the cap. Files are created by this
 * process, 0600 (folders 0700), whatever owner and mode the archive recorded.
 */
export async function extractArchive(
  file: string,
  into: string,
  options: ExtractOptions = {},
): Promise<BackupManifest> {
  const cap = options.maxBytes ?? expansionCap(statSync(file).size, freeBytes(into));
  // Set from the parser's callbacks: an object, so the checks after the stream see their writes.
  const found: { manifest: BackupManifest | null } = { manifest: null };
  let refusal: BackupRefused | null = null;
  const declared = new Map<string, number>();
  const writes: Promise<void>[] = [];
  const outputs: WriteStream[] = [];
  const parser = new Parser({ strict: true });

  const refuse = (entry: ReadEntry, message: string) => {
    refusal ??= new BackupRefused(message);
    entry.resume();
    parser.abort(refusal);
  };

  const readManifest = (entry: ReadEntry) => {
    if (entry.size > MANIFEST_MAX_BYTES) return refuse(entry, 'manifest.json is too large');
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      try {
        found.manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        refusal ??= error instanceof BackupRefused ? error : new BackupRefused(String(error));
        parser.abort(refusal);
        return;
      }
      const { files } = found.manifest;
      const total = files.reduce((sum, listed) => sum + listed.size, 0);
      if (total > cap) {
        refusal ??= new BackupRefused(
          `the backup declares ${total} bytes of files, more than the ${cap} this restore allows (the archive's size and the free space beside the data folder): not restored`,
        );
        parser.abort(refusal);
      }
      for (const listed of files) declared.set(listed.path, listed.size);
    });
  };

  parser.on('entry', (entry: ReadEntry) => {
    if (refusal) return entry.resume();
    const { path, type } = entry;
    if (type === 'Directory' && path === 'media/') {
      mkdirSync(join(into, 'media'), { recursive: true, mode: 0o700 });
      return entry.resume();
    }
    if (type !== 'File' || !isAllowedEntry(path)) {
      return refuse(
        entry,
        `${file} holds entries a FilmFolio backup never has (${path}): not restored`,
      );
    }
    if (path === MANIFEST_NAME) {
      if (found.manifest) return refuse(entry, 'the archive holds two manifests');
      return readManifest(entry);
    }
    if (!found.manifest) {
      return refuse(entry, `${path} comes before manifest.json: not a FilmFolio backup`);
    }
    const size = declared.get(path);
    if (size === undefined) return refuse(entry, `files not in the manifest: ${path}`);
    if (entry.size !== size) {
      return refuse(
        entry,
        `${path} is ${entry.size} bytes in the archive but ${size} in its manifest: the archive is damaged`,
      );
    }
    // Listed once: a second entry of the same name is refused rather than written over the first.
    declared.delete(path);
    if (path.includes('/')) mkdirSync(join(into, 'media'), { recursive: true, mode: 0o700 });
    const out = createWriteStream(join(into, path), { flags: 'wx', mode: 0o600 });
    outputs.push(out);
    writes.push(pipeline(entry, out));
  });

  try {
    await pipeline(createReadStream(file), parser);
    await Promise.all(writes);
  } catch (error) {
    // An entry cut off by the failure never ends: its file is closed here, not waited for.
    for (const out of outputs) out.destroy();
    await Promise.allSettled(writes);
    if (refusal) throw refusal;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefused(`cannot read ${file}: ${reason} (damaged, or not a FilmFolio backup)`);
  }
  if (refusal) throw refusal;
  if (!found.manifest) {
    throw new BackupRefused('the archive has no manifest.json: not a FilmFolio backup');
  }
  return found.manifest;
}
