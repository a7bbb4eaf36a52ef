import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/** The host YouTube thumbnails come from; the page's first card points at it. */
export const YTIMG_HOST = 'i.ytimg.com';

const THUMBNAIL_PATH =
  /^\/vi\/[A-Za-z0-9_-]{11}\/(default|mqdefault|hqdefault|sddefault|maxresdefault)\.jpg$/;

export interface YtimgStandin {
  port: number;
  /** Chromium flags that send i.ytimg.com to this server and accept its self-signed certificate. */
  chromeFlags: string[];
  /** Thumbnails answered so far: a Lighthouse run that asked for none did not use the stand-in. */
  served(): number;
  close(): Promise<void>;
}

/** A throwaway self-signed certificate for i.ytimg.com (Chromium is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-ytimg-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${YTIMG_HOST}`,
        '-addext',
        `subjectAltName=DNS:${YTIMG_HOST}`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem')),
      cert: fs.readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * This machine has no internet, and a thumbnail host that fails makes the JavaScript page and the
 * no-script floor paint different things (placeholder after hydration against hero text), so the
 * landing rows would compare two different pages. This HTTPS server on 127.0.0.1 answers every
 * /vi/<id>/<name>.jpg with one real JPEG, as i.ytimg.com would: both runs then load and paint the
 * same thumbnail, from a third-party origin with its own connection, as visitors do.
 */
/** Runs `measure` with the stand-in answering the demo's own thumbnail, closed after. */
export async function withYtimgStandin<T>(
  root: string,
  measure: (ytimg: YtimgStandin) => Promise<T>,
): Promise<T> {
  const ytimg = await startYtimgStandin(path.join(root, 'demo/media/fractale-nocturne.jpg'));
  try {
    return await measure(ytimg);
  } finally {
    await ytimg.close();
  }
}

export async function startYtimgStandin(jpegPath: string): Promise<YtimgStandin> {
  const jpeg = fs.readFileSync(jpegPath);
  let served = 0;
  const server = https.createServer(selfSignedCertificate(), (req, res) => {
    if (req.method === 'GET' && THUMBNAIL_PATH.test(req.url ?? '')) {
      served += 1;
      res.writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': jpeg.length,
        'cache-control': 'public, max-age=7200',
        'access-control-allow-origin': '*',
        'timing-allow-origin': '*',
      });
      res.end(jpeg);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    chromeFlags: [
      `--host-resolver-rules="MAP ${YTIMG_HOST} 127.0.0.1:${port}"`,
      '--ignore-certificate-errors',
    ],
    served: () => served,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
