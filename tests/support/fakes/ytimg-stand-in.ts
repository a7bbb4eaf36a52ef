import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A real JPEG of the demo set, as i.ytimg.com would send one. */
export const JPEG = readFileSync(
  join(import.meta.dirname, '../../../demo/media/fractale-nocturne.jpg'),
);

const OVER_LIMIT = 2 * 1024 * 1024 + 1;

/**
 * How the stand-in answers, chosen by the video id in the path (ids are 11 characters):
 * any id not listed here is 404.
 */
export const IDS = {
  ok: 'OKjpeg00001',
  ok2: 'OKjpeg00002',
  notJpeg: 'NOTjpeg0001',
  bigDeclared: 'BIGdeclared',
  bigChunked: 'BIGchunked1',
  slowHeaders: 'SLOWheaders',
  slowBody: 'SLOWbody001',
  gated: 'GATEDjpeg01',
  redirect: 'REDIRECT001',
  missing: 'MISSING0001',
} as const;

export interface YtimgStandin {
  origin: string;
  /** Every path asked for, in order. */
  paths: string[];
  /** Resolves when the gated id has been asked for; its answer waits for release(). */
  gateReached: Promise<void>;
  release(): void;
  close(): Promise<void>;
}

/** A stand-in for i.ytimg.com on 127.0.0.1 (plain HTTP): no test reaches the real host. */
export async function startYtimgStandin(): Promise<YtimgStandin> {
  const paths: string[] = [];
  let reached: () => void = () => {};
  const gateReached = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer((req, res) => {
    res.on('error', () => {});
    paths.push(req.url ?? '');
    const id = /^\/vi\/([^/]{11})\//.exec(req.url ?? '')?.[1];
    const jpeg = (body: Buffer) => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length });
      res.end(body);
    };
    switch (id) {
      case IDS.ok:
      case IDS.ok2:
        return jpeg(JPEG);
      case IDS.notJpeg:
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end('<!doctype html><p>Consent</p>');
      case IDS.bigDeclared:
        return jpeg(Buffer.concat([JPEG, Buffer.alloc(OVER_LIMIT - JPEG.length)]));
      case IDS.bigChunked: {
        // No Content-Length: the limit must be counted while reading.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(JPEG);
        for (let sent = JPEG.length; sent < OVER_LIMIT; sent += 64 * 1024)
          res.write(Buffer.alloc(64 * 1024));
        return res.end();
      }
      case IDS.slowHeaders:
        return; // never answers
      case IDS.slowBody:
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': JPEG.length });
        return res.write(JPEG.subarray(0, 100)); // the rest never comes
      case IDS.redirect:
        res.writeHead(302, { location: `/vi/${IDS.ok}/hqdefault.jpg` });
        return res.end();
      case IDS.gated:
        reached();
        return void released.then(() => jpeg(JPEG));
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    gateReached,
    release: () => release(),
    close: () =>
      new Promise((resolve) => {
        release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
