import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/lib/api.ts';
import { fakeMp4, sha256 } from '../support/data/media.ts';
import { AdminClient, createMany } from '../support/harness/admin-client.ts';
import { rawRequest } from '../support/harness/raw-http.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { tusUpload } from '../support/harness/tus-upload.ts';

const VISITORS = 200;
const SECONDS = 30;
const UPLOAD_BYTES = 12 * 1000 * 1000;

let server: ServerProcess;
let admin: AdminClient;

beforeAll(async () => {
  server = await spawnServer({ env: { DEMO_CONTENT: '0' } });
  admin = new AdminClient(server.url);
  await admin.signIn();
  await createMany(admin, 12);
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
});

function rotate<T>(items: readonly T[], by: number): T[] {
  return [...items.slice(by), ...items.slice(0, by)];
}

/** What the administrator does while the visitors load the site: upload, add, reorder, edit. */
async function administrate(stopAt: number) {
  const file = fakeMp4(UPLOAD_BYTES);
  const upload = await tusUpload(admin, file, { name: 'pendant-la-charge.mp4' });
  const mediaPath = new URL(upload.mediaUrl, server.url).pathname;
  const added = await admin.create({
    title: 'Ajoutée sous charge',
    url: mediaPath,
    video_type: 'direct',
  });
  let ids = (await admin.list()).map((v) => v.id);
  let reorders = 0;
  while (Date.now() < stopAt) {
    ids = rotate(ids, 1 + (reorders % 5));
    await admin.reorder(ids);
    reorders++;
    await new Promise((r) => setTimeout(r, 400));
  }
  await admin.update(added.id, { title: 'Titre final', url: mediaPath, video_type: 'direct' });
  return { ids, mediaPath, addedId: added.id, hash: sha256(file), reorders };
}

describe(`${VISITORS} concurrent visitors for ${SECONDS} s while the admin works`, () => {
  it('answers every request with 2xx or 3xx and loses no write', async () => {
    const started = Date.now();
    const load = autocannon({
      url: server.url,
      connections: VISITORS,
      duration: SECONDS,
      timeout: 20,
      requests: [{ path: '/' }, { path: API.videos }],
    });
    const work = administrate(started + (SECONDS - 5) * 1000);
    const [result, done] = await Promise.all([load, work]);

    const codes = JSON.stringify(result.statusCodeStats);
    console.log(
      `load: ${result.requests.total} requests, ${result.requests.average} req/s, p99 ${result.latency.p99} ms, ` +
        `codes ${codes}, errors ${result.errors}; admin: ${done.reorders} reorders, 1 upload, 1 edit`,
    );
    expect(result.requests.total).toBeGreaterThan(VISITORS);
    const bad = Object.keys(result.statusCodeStats ?? {}).filter((code) => Number(code) >= 400);
    expect(bad, codes).toEqual([]);
    expect(result.errors, `connection errors, timeouts ${result.timeouts}`).toBe(0);

    const final = await admin.list();
    expect(final.map((v) => v.id)).toEqual(done.ids);
    expect(final.map((v) => v.order_position)).toEqual(done.ids.map((_, i) => i));
    expect(final.find((v) => v.id === done.addedId)?.title).toBe('Titre final');
    const media = await rawRequest(server.url, { method: 'GET', path: done.mediaPath });
    expect(media.status).toBe(200);
    expect(sha256(media.body)).toBe(done.hash);
  }, 120_000);
});
