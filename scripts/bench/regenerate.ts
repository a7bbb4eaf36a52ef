import { AdminClient } from '../../tests/support/harness/admin-client.ts';
import type { ServerProcess } from '../../tests/support/harness/server.ts';
import type { BenchRow } from './table.ts';

const TIMEOUT_MS = 180_000;

/**
 * From the edit's answer to the first GET / whose static HTML shows the new title: the time a
 * visitor waits to see a change, rebuild and swap included. Compared with a plain build.
 */
export async function measureRegenerate(
  server: ServerProcess,
  plainBuildSeconds: number,
): Promise<BenchRow> {
  const admin = new AdminClient(server.url);
  await admin.signIn();
  const [first] = await admin.list();
  if (!first) throw new Error('no video to edit');
  const title = `Titre modifié ${Date.now()}`;
  const started = performance.now();
  await admin.update(first.id, {
    title,
    description: first.description,
    url: first.url,
    video_type:
      first.video_type === 'youtube' || first.video_type === 'vimeo' ? first.video_type : 'direct',
    thumbnail_url: first.thumbnail_url,
  });
  let seconds = Number.NaN;
  while (performance.now() - started < TIMEOUT_MS) {
    const html = await fetch(`${server.url}/`).then((r) => r.text());
    if (html.includes(title)) {
      seconds = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    measure: 'edit to new static HTML served',
    unit: 's',
    ours: seconds,
    reference: plainBuildSeconds,
    against: 'a plain astro build of the same content',
  };
}
