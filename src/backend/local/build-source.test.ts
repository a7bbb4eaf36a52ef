import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_SNAPSHOT_ENV } from '../../lib/content-snapshot.ts';
import { emptySettings } from '../../lib/site-settings.ts';
import { createSnapshotContentSource } from './build-source.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const snapshotFile = (content: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'filmfolio-snapshot-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'content.json'), content);
  return join(dir, 'content.json');
};

describe('the local build source', () => {
  it('reads the videos, old addresses and settings from the named snapshot', async () => {
    const settings = { ...emptySettings(), name: 'Alex Martin' };
    const file = snapshotFile(
      JSON.stringify({ videos: [], slugRedirects: [{ from: 'a', to: 'b' }], settings }),
    );
    const source = createSnapshotContentSource({ [CONTENT_SNAPSHOT_ENV]: file });
    expect(await source.listVideos()).toEqual([]);
    expect(await source.listSlugRedirects()).toEqual([{ from: 'a', to: 'b' }]);
    expect((await source.getSettings()).name).toBe('Alex Martin');
  });

  it('fails loudly without a snapshot, or with a file of another shape', async () => {
    await expect(createSnapshotContentSource({}).listVideos()).rejects.toThrow(
      CONTENT_SNAPSHOT_ENV,
    );
    const wrong = createSnapshotContentSource({ [CONTENT_SNAPSHOT_ENV]: snapshotFile('{}') });
    await expect(wrong.getSettings()).rejects.toThrow('not one this version writes');
  });
});
