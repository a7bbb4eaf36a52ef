import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/store/db.ts';
import { createVideoStore } from '../../server/store/videos.ts';
import { AdminClient } from '../../tests/support/harness/admin-client.ts';
import type { ServerProcess } from '../../tests/support/harness/server.ts';
import { type BenchRow, median } from './table.ts';

const ROUNDS = 5;

/** The same reorder straight on a copy of the SQLite file: the floor under HTTP, auth and checks. */
function storeReorderMs(root: string, dataDir: string): number {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-reorder-'));
  fs.copyFileSync(path.join(dataDir, 'filmfolio.sqlite'), path.join(copy, 'filmfolio.sqlite'));
  const db = openDatabase({
    dataDir: copy,
    migrationsDir: path.join(root, 'server/store/migrations'),
  });
  try {
    const videos = createVideoStore(db);
    const times: number[] = [];
    let ids = videos.list().map((v) => v.id);
    for (let i = 0; i < ROUNDS; i++) {
      ids = [...ids].reverse();
      const started = performance.now();
      videos.reorder(ids);
      times.push(performance.now() - started);
    }
    return median(times);
  } finally {
    db.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** One PUT /api/videos/order of every video, median of a few rounds, against the bare store. */
export async function measureReorder(root: string, server: ServerProcess): Promise<BenchRow> {
  const reference = storeReorderMs(root, server.dataDir);
  const admin = new AdminClient(server.url);
  await admin.signIn();
  let ids = (await admin.list()).map((v) => v.id);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    ids = [...ids].reverse();
    const started = performance.now();
    await admin.reorder(ids);
    times.push(performance.now() - started);
  }
  return {
    measure: `reorder of ${ids.length} videos, one request`,
    unit: 'ms',
    ours: median(times),
    reference,
    against: 'the same transaction on the store, no HTTP',
  };
}
