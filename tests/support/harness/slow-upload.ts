import http from 'node:http';
import type { AdminClient } from './admin-client.ts';
import { rawRequest } from './raw-http.ts';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Creates a tus upload of `size` bytes; returns its path on the server. */
export async function createUpload(admin: AdminClient, size: number): Promise<string> {
  const res = await rawRequest(admin.base, {
    method: 'POST',
    path: '/api/uploads/',
    headers: admin.headers({
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': `filename ${b64('cut.mp4')},filetype ${b64('video/mp4')}`,
    }),
  });
  if (res.status !== 201) throw new Error(`upload creation answered ${res.status}: ${res.text}`);
  return new URL(String(res.headers.location), admin.base).pathname;
}

export async function uploadOffset(admin: AdminClient, path: string): Promise<number> {
  const res = await rawRequest(admin.base, { method: 'HEAD', path, headers: admin.headers(TUS) });
  return Number(res.headers['upload-offset']);
}

export interface OpenPatch {
  /** Sends more of the body; `end` finishes the request. */
  write(data: Buffer, end?: boolean): void;
  /** The answer, or the error if the connection was cut. */
  response: Promise<{ status: number; headers: http.IncomingHttpHeaders }>;
}

/** A PATCH whose body the test sends piece by piece, as a slow connection would. */
export function openPatch(
  admin: AdminClient,
  path: string,
  offset: number,
  length: number,
): OpenPatch {
  const { hostname, port } = new URL(admin.base);
  const req = http.request({
    host: hostname,
    port: Number(port),
    method: 'PATCH',
    path,
    agent: false,
    headers: admin.headers({
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(length),
    }),
  });
  const response = new Promise<{ status: number; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
    },
  );
  response.catch(() => {});
  return {
    write: (data, end = false) => (end ? req.end(data) : req.write(data)),
    response,
  };
}
