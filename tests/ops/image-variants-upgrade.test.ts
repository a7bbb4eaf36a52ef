// A data folder from the version before image variants, started with `node server/main.ts`: the
// server makes the copies of the images it already held, then rebuilds the pages to name them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { variantName } from '../../src/lib/image-variants.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { imageInfo, testImage } from '../support/data/images.ts';
import { openDatabaseBefore } from '../support/data/older-schema.ts';
import { type ServerProcess, spawnAdminServer as spawnServer } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';
import { waitFor } from '../support/harness/wait.ts';

const dirs: string[] = [];
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGTERM');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const POSTER = '7b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.jpg';

/** Every migration before image variants applied, one film whose poster is a stored 1280 px JPEG. */
async function previousVersionFolder(): Promise<{ dir: string; poster: Buffer }> {
  const dir = makeTempDir('filmfolio-ops-');
  dirs.push(dir);
  const db = openDatabaseBefore('012', dir);
  const poster = await testImage({ width: 1280, height: 720 });
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'media', POSTER), poster);
  db.prepare(
    `INSERT INTO videos (id, title, url, video_type, thumbnail_url, order_position, slug)
     VALUES ('v1', 'Avant les copies', 'https://vimeo.com/76979871', 'vimeo', ?, 0, 'avant')`,
  ).run(mediaUrl(POSTER));
  db.close();
  return { dir, poster };
}

describe('a data folder from before image variants', () => {
  it('gets the copies at start, keeps the original, and the rebuilt page names them', async () => {
    const { dir, poster } = await previousVersionFolder();
    server = await spawnServer({ dataDir: dir, env: { DEMO_CONTENT: '0' } });
    const base = server.url;
    const copy = variantName(mediaUrl(POSTER), 960);

    const served = await waitFor(
      'the 960 px copy',
      async () => {
        const response = await fetch(`${base}${copy}`);
        return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
      },
      60_000,
    );
    expect(await imageInfo(served)).toEqual({ width: 960, height: 540, format: 'webp' });
    const original = await fetch(`${base}${mediaUrl(POSTER)}`);
    expect(Buffer.from(await original.arrayBuffer()).equals(poster)).toBe(true);
    const [listed] = (await (await fetch(`${base}/api/videos`)).json()) as Array<{
      thumbnail_variants?: unknown;
    }>;
    expect(listed?.thumbnail_variants).toEqual({ width: 1280, height: 720, widths: [480, 960] });

    // The background rebuild the copies asked for: the landing page names them.
    const landing = await waitFor(
      'a landing page naming the copies',
      async () => {
        const html = await (await fetch(`${base}/`)).text();
        return html.includes(copy) ? html : undefined;
      },
      180_000,
    );
    // React writes the attribute as srcSet: HTML attribute names are case-insensitive.
    expect(landing.toLowerCase()).toContain(
      `srcset="${variantName(mediaUrl(POSTER), 480)} 480w, ${copy} 960w, ${mediaUrl(POSTER)} 1280w"`,
    );
    expect(server.output()).not.toContain('no resized copies');
  }, 240_000);
});
