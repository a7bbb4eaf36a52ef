import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { VIDEO_HEADER_BYTES, videoExtensionOf, videoHeaderMatches } from '../media/magic.ts';

/** The error tus turns into a 415 answer. */
export const UNSUPPORTED_CONTENT = {
  status_code: 415,
  body: 'unsupported_media_type: content is not an mp4, mov or webm file\n',
};

export async function readHead(path: string, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * A FileStore that looks at the first bytes of an upload as they arrive: a file whose content
 * does not match its extension is refused (415) and deleted before the rest is stored.
 */
export class CheckedFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const extension = videoExtensionOf(id);
    if (offset >= VIDEO_HEADER_BYTES) return super.write(readable, id, offset);
    let head = offset > 0 ? await readHead(join(this.directory, id), offset) : Buffer.alloc(0);
    let rejected = false;
    async function* checked(source: Readable): AsyncGenerator<Buffer> {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        if (head.length < VIDEO_HEADER_BYTES) {
          head = Buffer.concat([head, chunk]);
          if (
            head.length >= VIDEO_HEADER_BYTES &&
            !(extension && videoHeaderMatches(extension, head))
          ) {
            rejected = true;
            throw new Error('unsupported content');
          }
        }
        yield chunk;
      }
    }
    try {
      return await super.write(Readable.from(checked(readable)), id, offset);
    } catch (error) {
      if (!rejected) throw error;
      await this.remove(id).catch(() => undefined);
      throw UNSUPPORTED_CONTENT;
    }
  }
}
