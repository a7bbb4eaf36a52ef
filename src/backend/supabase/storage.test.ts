import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DERIVED_KINDS } from '../../lib/derived/kinds.ts';
import {
  newVideoObjectName,
  objectNameFromPublicUrl,
  PREVIEW_BUCKET,
  PRIVATE_PREVIEW_BUCKET,
  publicObjectUrl,
  resumableEndpoint,
  storedAddress,
  videoContentType,
} from './storage.ts';

const base = 'https://abcdefghijklmnop.supabase.co';

describe('public addresses of stored files', () => {
  it('round-trips any object name through its public URL', () => {
    const segment = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => s !== '.' && s !== '..' && !s.includes('/'));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 3 }), (parts) => {
        const name = parts.join('/');
        expect(objectNameFromPublicUrl(publicObjectUrl(base, 'videos', name), base, 'videos')).toBe(
          name,
        );
      }),
    );
  });

  it('finds the name after videos/ only for our own bucket', () => {
    const url = `${base}/storage/v1/object/public/videos/0b6c.mp4`;
    expect(objectNameFromPublicUrl(url, `${base}/`, 'videos')).toBe('0b6c.mp4');
    expect(objectNameFromPublicUrl(`${url}?t=1`, base, 'videos')).toBe('0b6c.mp4');
    expect(objectNameFromPublicUrl(url, base, 'thumbnails')).toBeNull();
    expect(objectNameFromPublicUrl('https://youtu.be/dQw4w9WgXcQ', base, 'videos')).toBeNull();
    expect(
      objectNameFromPublicUrl(
        `https://evil.test/storage/v1/object/public/videos/a.mp4`,
        base,
        'videos',
      ),
    ).toBeNull();
  });

  it('never yields a name that climbs out of the bucket or is empty', () => {
    const prefix = `${base}/storage/v1/object/public/videos/`;
    for (const rest of ['', '../x.mp4', 'a/../../b.mp4', '%2e%2e/x.mp4', 'a//b.mp4', '%E0%A4%A']) {
      expect(objectNameFromPublicUrl(prefix + rest, base, 'videos')).toBeNull();
    }
  });
});

describe('new object names and types', () => {
  it('a random UUID plus the original extension, for mp4, webm and mov only', () => {
    const uuid = '5f0c1a7e-9d7b-4c55-8a57-1f1f3f0c2b11';
    expect(newVideoObjectName('Mon Film.MOV', uuid)).toBe(`${uuid}.mov`);
    expect(newVideoObjectName('clip.webm', uuid)).toBe(`${uuid}.webm`);
    expect(newVideoObjectName('clip.avi', uuid)).toBeNull();
    expect(newVideoObjectName('mp4', uuid)).toBeNull();
  });

  it('the MIME type the bucket allows, even when the browser gives none', () => {
    expect(videoContentType('a.mov', '')).toBe('video/quicktime');
    expect(videoContentType('a.MP4', 'application/octet-stream')).toBe('video/mp4');
  });

  it('uploads go to the direct storage hostname on the hosted platform', () => {
    expect(resumableEndpoint(`${base}/`)).toBe(
      'https://abcdefghijklmnop.storage.supabase.co/storage/v1/upload/resumable',
    );
    expect(resumableEndpoint('http://127.0.0.1:54321')).toBe(
      'http://127.0.0.1:54321/storage/v1/upload/resumable',
    );
  });
});

describe("the stored address behind an admin preview's signed one", () => {
  it('maps a private bucket signed address back to the public bucket address', () => {
    expect(
      storedAddress(`${base}/storage/v1/object/sign/private-videos/a%20b.mp4?token=xyz`, base),
    ).toBe(`${base}/storage/v1/object/public/videos/a%20b.mp4`);
    expect(
      storedAddress(`${base}/storage/v1/object/sign/private-thumbnails/p.jpg?token=xyz`, base),
    ).toBe(`${base}/storage/v1/object/public/thumbnails/p.jpg`);
  });

  it('leaves every other address alone', () => {
    for (const url of [
      `${base}/storage/v1/object/public/videos/a.mp4`,
      `${base}/storage/v1/object/sign/site-files/cv/a.pdf?token=x`,
      `https://other.supabase.co/storage/v1/object/sign/private-videos/a.mp4?token=x`,
      `${base}/storage/v1/object/sign/private-videos/../x?token=x`,
      'https://vimeo.com/76979871',
    ]) {
      expect(storedAddress(url, base)).toBe(url);
    }
  });
});

// The public pages' Supabase reader (rest.ts) imports these names: it keeps its own, and the list
// of derived kinds stays out of the landing page's bundle.
describe('the buckets of derived files', () => {
  it('are the ones src/lib/derived/kinds.ts names', () => {
    expect(DERIVED_KINDS.preview.supabase).toMatchObject({
      bucket: PREVIEW_BUCKET,
      privateBucket: PRIVATE_PREVIEW_BUCKET,
    });
  });
});
