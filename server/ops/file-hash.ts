import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ManifestFile } from './manifest.ts';

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The manifest line of a file on disk, under its path inside the archive. */
export async function describeFile(path: string, entry: string): Promise<ManifestFile> {
  const [info, sha256] = await Promise.all([stat(path), sha256File(path)]);
  return { path: entry, size: info.size, sha256 };
}
