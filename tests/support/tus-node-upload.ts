import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { Upload } from 'tus-js-client';
import { UPLOAD_CHUNK_BYTES } from '../../src/lib/video.ts';

const DEMO_MP4 = join(import.meta.dirname, '..', '..', 'demo', 'media', 'lumiere-doree.mp4');

/**
 * A real mp4 (the demo clip) made about 12 MB by a trailing 'free' box, which players skip:
 * enough for three 5 MB chunks without committing a large file.
 */
export function largeMp4(totalBytes = 12 * 1024 * 1024): Buffer {
  const clip = readFileSync(DEMO_MP4);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(totalBytes - clip.length, 0);
  header.write('free', 4, 'latin1');
  return Buffer.concat([clip, header, randomBytes(totalBytes - clip.length - 8)]);
}

export interface TusResult {
  url: string;
  mediaUrl: string | null;
  /** onChunk asked to stop: the upload was aborted like a dropped connection. */
  aborted: boolean;
}

/** tus-js-client in Node, carrying the session cookie. */
export function tusUpload(
  endpoint: string,
  data: Buffer,
  options: {
    cookie: string;
    filename: string;
    uploadUrl?: string;
    onChunk?: (sent: number) => boolean | undefined;
  },
): Promise<TusResult> {
  return new Promise((resolve, reject) => {
    let mediaUrl: string | null = null;
    const upload: Upload = new Upload(data, {
      endpoint,
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [],
      headers: { Cookie: options.cookie },
      metadata: { filename: options.filename, filetype: 'video/mp4' },
      onAfterResponse: (_request, response) => {
        mediaUrl = response.getHeader('X-Media-Url') ?? mediaUrl;
      },
      onChunkComplete: (_size, sent) => {
        if (options.onChunk?.(sent)) {
          void upload
            .abort()
            .then(() => resolve({ url: upload.url ?? '', mediaUrl, aborted: true }));
        }
      },
      onSuccess: () => resolve({ url: upload.url ?? '', mediaUrl, aborted: false }),
      onError: reject,
    });
    upload.start();
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A request whose path goes out byte for byte (fetch would normalise it). */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A PATCH that announces `declared` bytes, sends `sent`, then drops the connection. */
export function cutPatch(
  baseUrl: string,
  path: string,
  cookie: string,
  sent: Buffer,
  declared: number,
): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const req = request({
      hostname,
      port,
      path,
      method: 'PATCH',
      headers: {
        Cookie: cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(declared),
      },
    });
    req.on('error', () => undefined);
    req.write(sent, () => {
      // Let the server store what arrived before the cut.
      setTimeout(() => {
        req.destroy();
        setTimeout(resolve, 200);
      }, 200);
    });
  });
}
