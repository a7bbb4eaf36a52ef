import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startVimeoStandin,
  VIMEO_IDS,
  type VimeoStandin,
} from '../../../tests/support/fakes/vimeo-stand-in.ts';
import { askVimeoThumbnail, withVimeoThumbnail } from './vimeo-oembed.ts';

let vimeo: VimeoStandin;
let options: { endpoint: string; imageOrigin: string; timeoutMs: number };
beforeEach(async () => {
  vimeo = await startVimeoStandin();
  options = { endpoint: vimeo.endpoint, imageOrigin: vimeo.origin, timeoutMs: 500 };
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await vimeo.close();
});

const url = (id: string) => `https://vimeo.com/${id}`;

describe("the browser's oEmbed question (Supabase mode)", () => {
  it('gives the thumbnail address Vimeo names, on the image host', async () => {
    expect(await askVimeoThumbnail(url(VIMEO_IDS.ok), options)).toBe(
      `${vimeo.origin}/video/${VIMEO_IDS.ok}-abc_1280`,
    );
    expect(vimeo.paths).toEqual([
      `/api/oembed.json?url=${encodeURIComponent(url(VIMEO_IDS.ok))}&width=1280`,
    ]);
  });

  it('gives null for a missing video, another host, a redirect, a big or broken answer, a late one', async () => {
    for (const id of [
      VIMEO_IDS.missing,
      VIMEO_IDS.foreignHost,
      VIMEO_IDS.oEmbedRedirect,
      VIMEO_IDS.oEmbedTooBig,
      VIMEO_IDS.oEmbedNotJson,
      VIMEO_IDS.oEmbedSlow,
    ]) {
      expect([id, await askVimeoThumbnail(url(id), options)]).toEqual([id, null]);
    }
    // The redirect was not followed: one question per video.
    expect(vimeo.paths).toHaveLength(6);
  });

  it('fills only a Vimeo input without a thumbnail', async () => {
    const input = {
      title: 'Film',
      url: url(VIMEO_IDS.ok),
      video_type: 'vimeo' as const,
      thumbnail_url: null,
    };
    expect((await withVimeoThumbnail(input, options)).thumbnail_url).toBe(
      `${vimeo.origin}/video/${VIMEO_IDS.ok}-abc_1280`,
    );
    const kept = { ...input, thumbnail_url: 'https://i.vimeocdn.com/video/9-x_640' };
    expect(await withVimeoThumbnail(kept, options)).toBe(kept);
    const youtube = {
      ...input,
      video_type: 'youtube' as const,
      url: 'https://youtu.be/dQw4w9WgXcQ',
    };
    expect(await withVimeoThumbnail(youtube, options)).toBe(youtube);
    expect(vimeo.paths).toHaveLength(1);
  });

  it('takes the film’s size from the answer unless the form sent one', async () => {
    const input = {
      title: 'Scope',
      url: url(VIMEO_IDS.scope),
      video_type: 'vimeo' as const,
      thumbnail_url: null,
    };
    expect(await withVimeoThumbnail(input, options)).toMatchObject({
      source_width: 1280,
      source_height: 536,
    });
    const measured = { ...input, source_width: 1920, source_height: 804 };
    expect(await withVimeoThumbnail(measured, options)).toMatchObject({
      source_width: 1920,
      source_height: 804,
    });
    const plain = await withVimeoThumbnail({ ...input, url: url(VIMEO_IDS.ok) }, options);
    expect(plain.source_width).toBeUndefined();
  });
});
