import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JPEG } from './ytimg-stand-in.ts';

/**
 * How the stand-in answers, chosen by the Vimeo id the oEmbed question names (and, for the
 * image, by the thumbnail path the answer gave): any id not listed here is 404.
 */
export const VIMEO_IDS = {
  ok: '1001',
  /** A 2.39:1 film: its answer gives the player's size. */
  scope: '1002',
  foreignHost: '1003',
  oEmbedRedirect: '1005',
  oEmbedTooBig: '1006',
  oEmbedNotJson: '1007',
  oEmbedSlow: '1008',
  imageNotImage: '1011',
  imageRedirect: '1012',
  imageTooBig: '1013',
  imageSlow: '1014',
  missing: '1099',
} as const;

const OVER_IMAGE_LIMIT = 2 * 1024 * 1024 + 1;

export interface VimeoStandin {
  origin: string;
  /** Vimeo's oEmbed endpoint as the stand-in serves it. */
  endpoint: string;
  /** Every path asked for, in order. */
  paths: string[];
  close(): Promise<void>;
}

/** A stand-in for vimeo.com's oEmbed endpoint and i.vimeocdn.com on 127.0.0.1 (plain HTTP). */
export async function startVimeoStandin(): Promise<VimeoStandin> {
  const paths: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    res.on('error', () => {});
    paths.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const json = (body: string) => {
      // As Vimeo's endpoint does: the admin page on another origin may read the answer.
      res.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      res.end(body);
    };
    if (url.pathname === '/api/oembed.json') {
      const id = /^https:\/\/vimeo\.com\/(\d+)$/.exec(url.searchParams.get('url') ?? '')?.[1];
      const thumbnail = `${origin}/video/${id}-abc_1280`;
      switch (id) {
        case VIMEO_IDS.foreignHost:
          return json(JSON.stringify({ thumbnail_url: `https://evil.example/video/${id}_1280` }));
        case VIMEO_IDS.oEmbedRedirect:
          res.writeHead(302, {
            location: `/api/oembed.json?url=https://vimeo.com/${VIMEO_IDS.ok}`,
          });
          return res.end();
        case VIMEO_IDS.oEmbedTooBig:
          return json(JSON.stringify({ thumbnail_url: thumbnail, html: 'x'.repeat(70 * 1024) }));
        case VIMEO_IDS.oEmbedNotJson:
          return json('<!doctype html><p>Vimeo</p>');
        case VIMEO_IDS.oEmbedSlow:
          return; // never answers
        case VIMEO_IDS.scope:
          return json(
            JSON.stringify({ type: 'video', thumbnail_url: thumbnail, width: 1280, height: 536 }),
          );
        case VIMEO_IDS.ok:
        case VIMEO_IDS.imageNotImage:
        case VIMEO_IDS.imageRedirect:
        case VIMEO_IDS.imageTooBig:
        case VIMEO_IDS.imageSlow:
          return json(JSON.stringify({ type: 'video', thumbnail_url: thumbnail }));
        default:
          res.writeHead(404).end();
          return;
      }
    }
    const image = /^\/video\/(\d+)-abc_1280$/.exec(url.pathname)?.[1];
    const jpeg = (body: Buffer) => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length });
      res.end(body);
    };
    switch (image) {
      case VIMEO_IDS.ok:
        return jpeg(JPEG);
      case VIMEO_IDS.imageNotImage:
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end('<!doctype html><p>Consent</p>');
      case VIMEO_IDS.imageRedirect:
        res.writeHead(302, { location: `/video/${VIMEO_IDS.ok}-abc_1280` });
        return res.end();
      case VIMEO_IDS.imageTooBig:
        return jpeg(Buffer.concat([JPEG, Buffer.alloc(OVER_IMAGE_LIMIT - JPEG.length)]));
      case VIMEO_IDS.imageSlow:
        return; // never answers
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: `${origin}/api/oembed.json`,
    paths,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
