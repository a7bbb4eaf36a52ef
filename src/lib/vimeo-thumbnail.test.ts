import { describe, expect, it } from 'vitest';
import { isVimeoThumbnailAddress, oEmbedQuestion, thumbnailOfAnswer } from './vimeo-thumbnail.ts';

describe('oEmbedQuestion', () => {
  it("asks Vimeo's endpoint about the canonical address of the video's id", () => {
    expect(oEmbedQuestion('https://vimeo.com/video/76979871')).toBe(
      'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871&width=1280',
    );
    expect(oEmbedQuestion('https://vimeo.com/76979871', 'http://127.0.0.1:9/o.json')).toBe(
      'http://127.0.0.1:9/o.json?url=https%3A%2F%2Fvimeo.com%2F76979871&width=1280',
    );
    expect(oEmbedQuestion('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});

describe('thumbnail addresses', () => {
  it('takes only https://i.vimeocdn.com/video/… with at most the region query', () => {
    const ok = 'https://i.vimeocdn.com/video/452001751-8216e0571c_1280x720';
    expect(isVimeoThumbnailAddress(ok)).toBe(true);
    expect(isVimeoThumbnailAddress(`${ok}?region=us`)).toBe(true);
    for (const bad of [
      'http://i.vimeocdn.com/video/1_640',
      'https://i.vimeocdn.com:444/video/1_640',
      'https://user@i.vimeocdn.com/video/1_640',
      'https://i.vimeocdn.com.evil.fr/video/1_640',
      'https://i.vimeocdn.com/other/1_640',
      'https://i.vimeocdn.com/video/../admin',
      'https://i.vimeocdn.com/video/1_640?next=https://evil.fr',
      'https://i.vimeocdn.com/video/1_640#x',
    ]) {
      expect([bad, isVimeoThumbnailAddress(bad)]).toEqual([bad, false]);
    }
  });

  it("reads the answer's thumbnail_url on the given image host only", () => {
    const address = 'https://i.vimeocdn.com/video/1-abc_1280';
    expect(thumbnailOfAnswer({ thumbnail_url: address })).toBe(address);
    expect(thumbnailOfAnswer({ thumbnail_url: 'https://evil.fr/video/1' })).toBeNull();
    expect(thumbnailOfAnswer({ thumbnail_url: 42 })).toBeNull();
    expect(thumbnailOfAnswer(null)).toBeNull();
    expect(thumbnailOfAnswer('text')).toBeNull();
    expect(
      thumbnailOfAnswer({ thumbnail_url: 'http://127.0.0.1:8/video/1_640' }, 'http://127.0.0.1:8'),
    ).toBe('http://127.0.0.1:8/video/1_640');
  });
});
