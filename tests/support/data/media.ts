import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Bytes that sniff as MP4 (an ISO BMFF `ftyp` box with brand isom), followed by random filler:
 * enough for a magic-byte check, and incompressible so sizes and throughput are honest.
 */
export function fakeMp4(size: number): Buffer {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00,
    0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0x61, 0x76, 0x63, 0x31, 0x6d, 0x70, 0x34, 0x31,
  ]);
  const body = randomBytes(Math.max(0, size - ftyp.length));
  return Buffer.concat([ftyp, body]).subarray(0, size);
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Every regular file under dir (recursive), with its size: a cheap picture of a media folder.
 * Top-level entries named in `skip` are not entered (a rebuild may be writing there meanwhile).
 */
export function listFiles(dir: string, skip: ReadonlySet<string> = new Set()): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (folder: string) => {
    const entries = fs.existsSync(folder) ? fs.readdirSync(folder, { withFileTypes: true }) : [];
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      const name = path.relative(dir, full);
      if (skip.has(name)) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.set(name, fs.statSync(full).size);
    }
  };
  walk(dir);
  return out;
}

const DEMO_MP4 = path.join(import.meta.dirname, '..', '..', '..', 'demo', 'media', 'lumiere-doree.mp4');

/**
 * A real mp4 (the demo clip) made about 12 MB by a trailing 'free' box, which players skip:
 * enough for three 5 MB chunks without committing a large file.
 */
export function largeMp4(totalBytes = 12 * 1024 * 1024): Buffer {
  const clip = fs.readFileSync(DEMO_MP4);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(totalBytes - clip.length, 0);
  header.write('free', 4, 'latin1');
  return Buffer.concat([clip, header, randomBytes(totalBytes - clip.length - 8)]);
}
