// Backup archives written byte by byte, to give a restore what the backup command never writes:
// headers that lie about sizes, huge runs of zeros, foreign owners and modes, a doctored database.
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { x as extractTar, Header } from 'tar';
import { type BackupManifest, MANIFEST_NAME } from '../../../server/ops/manifest.ts';

export interface CraftedEntry {
  path: string;
  /** The bytes, or a number of zero bytes streamed without holding them in memory. */
  body: Buffer | number;
  /** What the tar header claims (default: the body's length). */
  headerSize?: number;
  mode?: number;
  uid?: number;
  gid?: number;
  type?: 'File' | 'Directory';
}

const BLOCK = 512;
const ZEROS = Buffer.alloc(1024 * 1024);

function header(entry: CraftedEntry, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  new Header({
    path: entry.path,
    mode: entry.mode ?? 0o644,
    uid: entry.uid ?? 0,
    gid: entry.gid ?? 0,
    size: entry.type === 'Directory' ? 0 : size,
    mtime: new Date('2026-01-01T00:00:00Z'),
    type: entry.type ?? 'File',
  }).encode(block, 0);
  return block;
}

async function* tarBlocks(entries: CraftedEntry[]): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    const length = typeof entry.body === 'number' ? entry.body : entry.body.length;
    yield header(entry, entry.headerSize ?? length);
    if (typeof entry.body === 'number') {
      for (let left = entry.body; left > 0; left -= ZEROS.length) {
        yield ZEROS.subarray(0, Math.min(left, ZEROS.length));
      }
    } else {
      yield entry.body;
    }
    const pad = (BLOCK - (length % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes a .tar.gz of exactly these entries, in this order. */
export async function writeCraftedArchive(file: string, entries: CraftedEntry[]): Promise<void> {
  await pipeline(
    Readable.from(tarBlocks(entries)),
    createGzip({ level: 1 }),
    createWriteStream(file),
  );
}

export function manifestEntry(manifest: BackupManifest): CraftedEntry {
  return { path: MANIFEST_NAME, body: Buffer.from(JSON.stringify(manifest)) };
}

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 of `size` zero bytes, computed a megabyte at a time. */
export function sha256OfZeros(size: number): string {
  const hash = createHash('sha256');
  for (let left = size; left > 0; left -= ZEROS.length) {
    hash.update(ZEROS.subarray(0, Math.min(left, ZEROS.length)));
  }
  return hash.digest('hex');
}

/**
 * A real backup with its database changed by `doctor`, repacked with a manifest whose sizes and
 * checksums match: everything a manifest check can see says the archive is sound.
 */
export async function doctoredBackup(
  archive: string,
  out: string,
  doctor: (db: DatabaseSync) => void,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'filmfolio-crafted-'));
  try {
    await extractTar({ file: archive, cwd: dir });
    const dbPath = join(dir, 'filmfolio.sqlite');
    const db = new DatabaseSync(dbPath);
    try {
      doctor(db);
    } finally {
      db.close();
    }
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_NAME), 'utf8')) as BackupManifest;
    const files = manifest.files.map((file) => {
      const bytes = readFileSync(join(dir, file.path));
      return { ...file, size: bytes.length, sha256: sha256Of(bytes) };
    });
    writeFileSync(join(dir, MANIFEST_NAME), JSON.stringify({ ...manifest, files }));
    const media = readdirSync(join(dir, 'media')).map((name) => `media/${name}`);
    await writeCraftedArchive(out, [
      manifestEntry({ ...manifest, files }),
      ...['filmfolio.sqlite', ...media].map((path) => ({
        path,
        body: readFileSync(join(dir, path)),
      })),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
