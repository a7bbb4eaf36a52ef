// When SQLite itself refuses a write (another process holds the lock, the disk is full), the admin
// gets a status and a detail code the interface turns into the "database error on save" text,
// and nothing is half-written.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../src/lib/api.ts';
import type { Video } from '../../src/lib/video.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { call } from '../../tests/support/harness/call.ts';
import { DB_FILE_NAME } from '../store/db.ts';

let server: AdminTestServer;
let cookie: string;
let holder: DatabaseSync;
beforeEach(async () => {
  server = await startAdminTestServer();
  cookie = await server.signIn();
  // The server's connection waits this long for the lock; short, so the test does not wait 5 s.
  server.store.db.exec('PRAGMA busy_timeout = 50');
  holder = new DatabaseSync(join(server.store.dataDir, DB_FILE_NAME));
});
afterEach(async () => {
  vi.restoreAllMocks();
  if (holder.isTransaction) holder.exec('ROLLBACK');
  holder.close();
  await server.close();
});

const video = (title: string) => ({
  title,
  url: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
  video_type: 'youtube',
});

const list = async () =>
  (await (await call(server.url, '/api/videos')).json()) as Pick<Video, 'id' | 'title'>[];

describe('a write the database refuses', () => {
  it('answers 503 database_busy with Retry-After while another process holds the lock', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    holder.exec('BEGIN IMMEDIATE');
    const refused = await call(server.url, '/api/videos', {
      method: 'POST',
      cookie,
      json: video('Pendant le verrou'),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    const body = (await refused.json()) as ApiErrorBody;
    expect(body).toEqual({ error: 'internal', detail: 'database_busy' });
    expect(JSON.stringify(body)).not.toMatch(/locked|sqlite|at /i);
    expect(logged).toHaveBeenCalled();
    holder.exec('ROLLBACK');

    expect(await list()).toEqual([]);
    const retried = await call(server.url, '/api/videos', {
      method: 'POST',
      cookie,
      json: video('Après le verrou'),
    });
    expect(retried.status).toBe(201);
    expect((await list()).map((v) => v.title)).toEqual(['Après le verrou']);
  });

  it('keeps the old order when a reorder meets the lock', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C']) {
      const created = await call(server.url, '/api/videos', {
        method: 'POST',
        cookie,
        json: video(title),
      });
      ids.push(((await created.json()) as Video).id);
    }
    holder.exec('BEGIN IMMEDIATE');
    const refused = await call(server.url, '/api/videos/order', {
      method: 'PUT',
      cookie,
      json: { ids: [...ids].reverse() },
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: 'internal', detail: 'database_busy' });
    holder.exec('ROLLBACK');
    expect((await list()).map((v) => v.title)).toEqual(['A', 'B', 'C']);
  });
});
