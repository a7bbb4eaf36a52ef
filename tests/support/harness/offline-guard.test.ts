// The offline guard (offline-guard.ts) is installed in this very process by vitest.config.ts: any
// host but 127.0.0.1 is refused before a byte or a DNS question leaves, and loopback still works.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost, OFFLINE_GUARD } from './offline-guard.ts';

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('local'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The message of the error a request failed with, its cause's included. */
async function failure(request: Promise<unknown>): Promise<string> {
  const error = await request.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error).not.toBeNull();
  return `${error?.message} ${error?.cause?.message ?? ''}`;
}

function get(module: typeof http | typeof https, url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    module.get(url, (res) => resolve(res.statusCode)).on('error', reject);
  });
}

describe('offline guard', () => {
  it('refuses fetch to vimeo.com, the host the Supabase adapter asks in production', async () => {
    const message = await failure(fetch('https://vimeo.com/api/oembed.json?url=x'));
    expect(message).toContain(OFFLINE_GUARD);
    expect(message).toContain('vimeo.com');
  });

  it('refuses node:http and node:https to any other host, by name or address', async () => {
    expect(await failure(get(http, 'http://example.com/'))).toContain(OFFLINE_GUARD);
    expect(await failure(get(https, 'https://registry.npmjs.org/'))).toContain(OFFLINE_GUARD);
    expect(await failure(get(http, 'http://10.0.0.1/'))).toContain(OFFLINE_GUARD);
    expect(await failure(fetch('http://[2001:db8::1]/'))).toContain(OFFLINE_GUARD);
  });

  it('lets 127.0.0.1 through, by fetch and by node:http', async () => {
    expect(await (await fetch(origin)).text()).toBe('local');
    expect(await get(http, origin)).toBe(200);
  });

  it('names loopback hosts only', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', undefined]) {
      expect([host, isLoopbackHost(host)]).toEqual([host, true]);
    }
    for (const host of ['vimeo.com', '10.0.0.1', '128.0.0.1', '0.0.0.0', '127.0.0.1.nip.io']) {
      expect([host, isLoopbackHost(host)]).toEqual([host, false]);
    }
  });
});
