import fs from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/open.ts';
import { API } from '../../src/lib/api.ts';
import { AdminClient, youtubeInput } from '../support/harness/admin-client.ts';
import {
  freePort,
  type ServerProcess,
  spawnAdminServer as spawnServer,
} from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

// Many rows make the reorder transaction long enough for some kills to land inside it.
const VIDEOS = 1000;
// From "the body has just left" to "the transaction surely committed": each kill lands elsewhere.
const KILL_DELAYS_MS = [0, 1, 2, 4, 8, 16, 40];

const dataDir = makeTempDir('filmfolio-faults-');
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Sends the reorder and SIGKILLs the server `delay` ms after the request body was flushed. */
function reorderThenKill(
  live: ServerProcess,
  admin: AdminClient,
  ids: string[],
  delay: number,
): Promise<void> {
  const body = JSON.stringify({ ids });
  return new Promise((resolve) => {
    const req = http.request(`${live.url}${API.order}`, {
      method: 'PUT',
      headers: {
        ...admin.headers(),
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => res.resume());
    req.on('error', () => undefined);
    req.on('finish', () => {
      setTimeout(() => {
        void live.kill('SIGKILL').then(resolve);
      }, delay);
    });
    req.end(body);
  });
}

describe('SIGKILL during a reorder', () => {
  it('leaves positions 0..n-1 exactly once, in the old order or the new one', async () => {
    // Rows go in through the store before the server starts: a thousand POSTs would only add
    // rebuilds to a test about the reorder.
    const store = openStore({ dataDir, demo: false });
    for (let i = 0; i < VIDEOS; i++) store.videos.create(youtubeInput(i));
    store.close();
    const port = await freePort();
    server = await spawnServer({ port, dataDir, env: { DEMO_CONTENT: '0' } });
    let admin = new AdminClient(server.url);
    await admin.signIn();
    const outcomes: string[] = [];

    for (const delay of KILL_DELAYS_MS) {
      const before = (await admin.list()).map((v) => v.id);
      const wanted = shuffled(before);
      await reorderThenKill(server, admin, wanted, delay);

      server = await spawnServer({ port, dataDir, env: { DEMO_CONTENT: '0' } });
      admin = new AdminClient(server.url);
      await admin.signIn();
      const after = await admin.list();
      const positions = after.map((v) => v.order_position).sort((a, b) => Number(a) - Number(b));
      expect(positions).toEqual(Array.from({ length: VIDEOS }, (_, i) => i));
      const order = after.map((v) => v.id);
      const applied = JSON.stringify(order) === JSON.stringify(wanted);
      expect(
        applied || JSON.stringify(order) === JSON.stringify(before),
        `mixed order after kill at +${delay} ms`,
      ).toBe(true);
      outcomes.push(`+${delay} ms: ${applied ? 'new' : 'old'}`);
    }
    console.log(`reorder of ${VIDEOS} videos killed at ${outcomes.join(', ')}`);
  }, 240_000);
});
