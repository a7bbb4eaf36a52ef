import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_SNAPSHOT_ENV } from '../lib/content-snapshot.ts';
import { emptySettings } from '../lib/site-settings.ts';
import { loadBuildRedirects, loadBuildVideos } from './build-content.ts';

let dir: string;
const saved = process.env[CONTENT_SNAPSHOT_ENV];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'filmfolio-build-'));
});
afterEach(() => {
  if (saved === undefined) delete process.env[CONTENT_SNAPSHOT_ENV];
  else process.env[CONTENT_SNAPSHOT_ENV] = saved;
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('what the build bakes (local mode)', () => {
  it('the videos and old addresses of the snapshot the build was handed', async () => {
    const file = join(dir, 'content.json');
    const slugRedirects = [{ from: 'ancien', to: 'nouveau' }];
    writeFileSync(file, JSON.stringify({ videos: [], slugRedirects, settings: emptySettings() }));
    process.env[CONTENT_SNAPSHOT_ENV] = file;
    expect(await loadBuildVideos()).toEqual([]);
    expect(await loadBuildRedirects()).toEqual(slugRedirects);
  });

  it('null and one logged line when there is no content to read', async () => {
    process.env[CONTENT_SNAPSHOT_ENV] = join(dir, 'missing.json');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadBuildVideos()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
