import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalContentSource } from './public.ts';

afterEach(() => vi.unstubAllGlobals());

const row = (id: string, order_position: number | null) => ({
  id,
  title: `Film ${id}`,
  description: null,
  url: 'https://vimeo.com/1',
  video_type: 'vimeo',
  thumbnail_url: null,
  order_position,
  layout: 'normal',
  keep_small_format: false,
});

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('createLocalContentSource', () => {
  it('reads /api/videos and sorts by order_position, missing counting as 0', async () => {
    const fetchMock = serve(200, [row('b', 2), row('a', null), row('c', 1)]);
    const videos = await createLocalContentSource().listVideos();
    expect(videos.map((v) => v.id)).toEqual(['a', 'c', 'b']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/videos');
  });

  it('rejects an error status and a body of the wrong shape', async () => {
    serve(500, { error: 'internal' });
    await expect(createLocalContentSource().listVideos()).rejects.toThrow('500');
    serve(200, [{ id: 1, title: 'x' }]);
    await expect(createLocalContentSource().listVideos()).rejects.toThrow('unexpected');
    serve(200, { videos: [] });
    await expect(createLocalContentSource().listVideos()).rejects.toThrow('unexpected');
  });
});
