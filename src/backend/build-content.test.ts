import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBuildVideos } from './build-content.ts';

let dir: string;
const saved = { DATA_DIR: process.env.DATA_DIR, DEMO_CONTENT: process.env.DEMO_CONTENT };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'filmfolio-build-'));
});
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('loadBuildVideos (local mode)', () => {
  it('seeds a fresh data folder and returns the sorted demo list', async () => {
    process.env.DATA_DIR = join(dir, 'data');
    delete process.env.DEMO_CONTENT;
    const videos = await loadBuildVideos();
    expect(videos?.length).toBeGreaterThanOrEqual(7);
    expect(videos?.map((v) => v.order_position)).toEqual(videos?.map((_, i) => i));
  });

  it('returns an empty list with DEMO_CONTENT=0', async () => {
    process.env.DATA_DIR = join(dir, 'data');
    process.env.DEMO_CONTENT = '0';
    expect(await loadBuildVideos()).toEqual([]);
  });

  it('returns null and logs one line when the store cannot be opened', async () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    process.env.DATA_DIR = file;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadBuildVideos()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
