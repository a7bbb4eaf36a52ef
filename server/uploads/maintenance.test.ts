import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempDataDir } from '../../tests/support/harness/temp-dirs.ts';
import { runMaintenance } from './maintenance.ts';
import { createUploads } from './tus.ts';

const DEMO_MP4 = join(import.meta.dirname, '..', '..', 'demo', 'media', 'lumiere-doree.mp4');

let temp: ReturnType<typeof tempDataDir>;
let uploadsDir: string;
let mediaDir: string;
beforeEach(() => {
  temp = tempDataDir();
  uploadsDir = join(temp.dir, 'uploads');
  mediaDir = join(temp.dir, 'media');
  mkdirSync(mediaDir, { recursive: true });
});
afterEach(() => {
  vi.useRealTimers();
  temp.remove();
});

const tus = (extra: Record<string, string>) => ({ 'Tus-Resumable': '1.0.0', ...extra });
const filename = `filename ${Buffer.from('clip.mp4').toString('base64')}`;

describe('clean-up', () => {
  it('expires unfinished uploads; a finished one lives on in the media folder', async () => {
    const uploads = createUploads({ uploadsDir, mediaDir, expirationMs: 200 });
    const post = (length: number) =>
      uploads.handle(
        new Request('http://127.0.0.1/api/uploads/', {
          method: 'POST',
          headers: tus({ 'Upload-Length': String(length), 'Upload-Metadata': filename }),
        }),
      );
    const unfinished = (await post(1000)).headers.get('Location') ?? '';
    const clip = readFileSync(DEMO_MP4);
    const finishedLocation = (await post(clip.length)).headers.get('Location') ?? '';
    const done = await uploads.handle(
      new Request(`http://127.0.0.1${finishedLocation}`, {
        method: 'PATCH',
        headers: tus({ 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
        body: clip,
      }),
    );
    const mediaUrl = done.headers.get('X-Media-Url') ?? '';
    expect(mediaUrl).toMatch(/^\/media\/[0-9a-f-]{36}\.mp4$/);

    // The uploads' 200 ms lifetime has passed, without waiting for it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
    const result = await runMaintenance({
      uploads,
      mediaDir,
      isReferenced: () => true,
      log: () => undefined,
    });
    expect(result.uploads).toBe(2);
    expect(readdirSync(uploadsDir)).toEqual([]);
    expect(readFileSync(join(mediaDir, mediaUrl.slice('/media/'.length))).equals(clip)).toBe(true);
    const late = await uploads.handle(
      new Request(`http://127.0.0.1${unfinished}`, { method: 'HEAD', headers: tus({}) }),
    );
    expect(late.status).toBe(404);
  });

  it('removes unreferenced media past the grace period only', async () => {
    const uploads = createUploads({ uploadsDir, mediaDir });
    const name = () => `${randomUUID()}.mp4`;
    const [oldOrphan, youngOrphan, oldReferenced] = [name(), name(), name()];
    for (const file of [oldOrphan, youngOrphan, oldReferenced, 'README.txt'])
      writeFileSync(join(mediaDir, file), 'x');
    const dayAgo = (Date.now() - 25 * 60 * 60 * 1000) / 1000;
    for (const file of [oldOrphan, oldReferenced, 'README.txt'])
      utimesSync(join(mediaDir, file), dayAgo, dayAgo);
    const result = await runMaintenance({
      uploads,
      mediaDir,
      isReferenced: (file) => file === oldReferenced,
      log: () => undefined,
    });
    expect(result.media).toBe(1);
    expect(existsSync(join(mediaDir, oldOrphan))).toBe(false);
    expect(readdirSync(mediaDir).sort()).toEqual([youngOrphan, oldReferenced, 'README.txt'].sort());
  });
});
