import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startYtimgStandin, type YtimgStandin } from './ytimg-standin.ts';

const JPEG = path.resolve(import.meta.dirname, '../../demo/media/fractale-nocturne.jpg');

/** A GET as Chromium sends it once i.ytimg.com is mapped to the stand-in. */
function get(
  port: number,
  urlPath: string,
): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port,
          path: urlPath,
          servername: 'i.ytimg.com',
          rejectUnauthorized: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

describe('the i.ytimg.com stand-in', () => {
  let standin: YtimgStandin;
  beforeAll(async () => {
    standin = await startYtimgStandin(JPEG);
  });
  afterAll(() => standin.close());

  it('answers a thumbnail address over TLS with the JPEG and counts it', async () => {
    const answer = await get(standin.port, '/vi/R6MlUcmOul8/hqdefault.jpg');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/jpeg');
    expect(answer.body.equals(fs.readFileSync(JPEG))).toBe(true);
    expect(standin.served()).toBe(1);
  });

  it('answers 404 for anything else', async () => {
    for (const p of [
      '/vi/short/hqdefault.jpg',
      '/vi/R6MlUcmOul8/other.jpg',
      '/',
      '/vi_webp/R6MlUcmOul8/hqdefault.webp',
    ]) {
      expect((await get(standin.port, p)).status).toBe(404);
    }
  });

  it('gives Chromium the mapping and certificate flags for its port', () => {
    expect(standin.chromeFlags).toEqual([
      `--host-resolver-rules="MAP i.ytimg.com 127.0.0.1:${standin.port}"`,
      '--ignore-certificate-errors',
    ]);
  });
});
