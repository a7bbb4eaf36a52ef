import { describe, expect, it } from 'vitest';
import { seedSite } from '../../tests/support/harness/ops-site.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { createApp } from '../http/app.ts';
import { createHashGate } from '../limits/hash-gate.ts';
import { DEFAULT_MIN_FREE_BYTES } from '../ops/health.ts';
import { appVersion } from '../ops/version.ts';

const temp = tempDataDirs('filmfolio-ops-');

function app(minFreeBytes?: number) {
  const store = seedSite(temp(), 1);
  return {
    store,
    app: createApp({
      store,
      mediaDir: store.mediaDir,
      siteDir: () => temp(),
      hashGate: createHashGate(),
      ...(minFreeBytes === undefined ? {} : { health: { minFreeBytes } }),
    }),
  };
}

describe('GET /healthz', () => {
  it('answers 200 with a small JSON and nothing personal, without a session', async () => {
    const { app: server, store } = app();
    const res = await server.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual([
      'database',
      'disk',
      'freeBytes',
      'status',
      'version',
    ]);
    expect(body).toMatchObject({ status: 'ok', database: 'ok', disk: 'ok', version: appVersion() });
    expect(body.freeBytes).toBeGreaterThan(DEFAULT_MIN_FREE_BYTES);
    store.close();
  });

  it('answers 503 when the database cannot be read', async () => {
    const { app: server, store } = app();
    store.close();
    const res = await server.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'fail', database: 'unreadable', disk: 'ok' });
  });

  it('answers 503 when free space is below the threshold', async () => {
    const { app: server, store } = app(Number.MAX_SAFE_INTEGER);
    const res = await server.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'fail', database: 'ok', disk: 'low' });
    store.close();
  });
});
