import { describe, expect, it } from 'vitest';
import {
  parseYouTubeThumbnail,
  THUMBNAIL_NAMES,
  thumbnailSource,
} from '../../src/lib/youtube-thumbnail.ts';
import { isJpeg, thumbnailForEdit } from './youtube-thumbnail.ts';

const ID = 'R6MlUcmOul8';
const remote = (id: string, name = 'hqdefault') => `https://i.ytimg.com/vi/${id}/${name}.jpg`;
const STORED = '/media/0b9a7c1e-4f7e-4a39-9d0e-3c3f1f3b2a10.jpg';

describe('parseYouTubeThumbnail', () => {
  it('reads the id and size of every allowed name', () => {
    for (const name of THUMBNAIL_NAMES) {
      expect(parseYouTubeThumbnail(remote(ID, name))).toEqual({ id: ID, name });
    }
    expect(parseYouTubeThumbnail(remote('a-b_c-D_e-F'))).toEqual({
      id: 'a-b_c-D_e-F',
      name: 'hqdefault',
    });
  });

  it('refuses any other host, scheme, path, size, extension or decoration', () => {
    for (const url of [
      null,
      undefined,
      '',
      `http://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      `https://i.ytimg.com.evil.example/vi/${ID}/hqdefault.jpg`,
      `https://evil.example/vi/${ID}/hqdefault.jpg`,
      `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
      `https://i.ytimg.com:8443/vi/${ID}/hqdefault.jpg`,
      `https://user@i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      `https://I.YTIMG.COM/vi/${ID}/hqdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg?x=1`,
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg#f`,
      `https://i.ytimg.com/vi/${ID}/hq720.jpg`,
      `https://i.ytimg.com/vi/${ID}/hqdefault.webp`,
      `https://i.ytimg.com/vi_webp/${ID}/hqdefault.webp`,
      `https://i.ytimg.com/vi/${ID}x/hqdefault.jpg`,
      `https://i.ytimg.com/vi/R6MlUcmOul/hqdefault.jpg`,
      `https://i.ytimg.com/vi/R6MlUc%6Dul8/hqdefault.jpg`,
      `https://i.ytimg.com/vi/../${ID}/hqdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/../hqdefault.jpg`,
      `${remote(ID)}\n`,
      STORED,
    ]) {
      expect(parseYouTubeThumbnail(url), String(url)).toBeNull();
    }
  });

  it('builds the fetched address from the origin and the parsed parts only', () => {
    expect(thumbnailSource('http://127.0.0.1:9', { id: ID, name: 'mqdefault' })).toBe(
      `http://127.0.0.1:9/vi/${ID}/mqdefault.jpg`,
    );
  });
});

describe('isJpeg', () => {
  it('wants FF D8 FF first', () => {
    expect(isJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isJpeg(new Uint8Array([0xff, 0xd8, 0xff]))).toBe(true);
    expect(isJpeg(new Uint8Array([0xff, 0xd8]))).toBe(false);
    expect(isJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(isJpeg(new TextEncoder().encode('<!doctype html>'))).toBe(false);
    expect(isJpeg(new Uint8Array())).toBe(false);
  });
});

describe('thumbnailForEdit', () => {
  const youtube = (id: string, thumbnail_url: string | null) => ({
    url: `https://www.youtube.com/watch?v=${id}`,
    video_type: 'youtube',
    thumbnail_url,
  });
  const OTHER = 'eRsGyueVLvQ';

  it('keeps the stored copy when the form sends back the address of the same id', () => {
    expect(thumbnailForEdit(youtube(ID, STORED), youtube(ID, remote(ID)))).toBe(STORED);
    // Another way of writing the same video's address is the same video.
    expect(
      thumbnailForEdit(youtube(ID, STORED), {
        url: `https://youtu.be/${ID}`,
        video_type: 'youtube',
        thumbnail_url: remote(ID, 'maxresdefault'),
      }),
    ).toBe(STORED);
  });

  it('takes the incoming thumbnail when the id changes or the thumbnail is of another id', () => {
    expect(thumbnailForEdit(youtube(ID, STORED), youtube(OTHER, remote(OTHER)))).toBe(
      remote(OTHER),
    );
    expect(thumbnailForEdit(youtube(ID, STORED), youtube(ID, remote(OTHER)))).toBe(remote(OTHER));
    expect(thumbnailForEdit(youtube(ID, STORED), youtube(ID, null))).toBeNull();
  });

  it('takes the incoming thumbnail when nothing is stored or the type is not youtube', () => {
    expect(thumbnailForEdit(youtube(ID, remote(ID)), youtube(ID, remote(ID)))).toBe(remote(ID));
    expect(thumbnailForEdit(youtube(ID, null), youtube(ID, remote(ID)))).toBe(remote(ID));
    const vimeo = { url: 'https://vimeo.com/76979871', video_type: 'vimeo', thumbnail_url: null };
    expect(thumbnailForEdit(youtube(ID, STORED), vimeo)).toBeNull();
    expect(thumbnailForEdit({ ...vimeo, thumbnail_url: STORED }, youtube(ID, remote(ID)))).toBe(
      remote(ID),
    );
  });

  it('keeps the thumbnail found for a Vimeo video while an edit sends none for the same video', () => {
    const vimeo = (url: string, thumbnail_url: string | null) => ({
      url,
      video_type: 'vimeo',
      thumbnail_url,
    });
    const before = vimeo('https://vimeo.com/76979871', STORED);
    expect(thumbnailForEdit(before, vimeo('https://vimeo.com/video/76979871', null))).toBe(STORED);
    // Another video, or a thumbnail sent on purpose, wins.
    expect(thumbnailForEdit(before, vimeo('https://vimeo.com/22439234', null))).toBeNull();
    const cdn = 'https://i.vimeocdn.com/video/1-abc_1280';
    expect(thumbnailForEdit(before, vimeo('https://vimeo.com/76979871', cdn))).toBe(cdn);
  });
});
