import { describe, expect, it } from 'vitest';
import { checkVideoInput } from './video-input.ts';

const youtube = { title: 'Bande démo', url: 'https://youtu.be/dQw4w9WgXcQ', video_type: 'youtube' };

describe('checkVideoInput', () => {
  it('gives the parsed input, trimmed', () => {
    expect(checkVideoInput({ ...youtube, title: ' Bande démo ' })).toMatchObject({
      ok: true,
      value: { title: 'Bande démo' },
    });
  });

  it('names schema problems by field, the first one of each field, and the object as _', () => {
    expect(checkVideoInput({ ...youtube, title: '', url: '' })).toEqual({
      ok: false,
      fields: { title: 'title_required', url: 'url_required' },
    });
    const extra = checkVideoInput({ ...youtube, extra: 1 });
    expect(extra.ok === false && Object.keys(extra.fields)).toEqual(['_']);
  });

  it('checks the address only once the schema holds', () => {
    expect(checkVideoInput({ ...youtube, url: 'https://www.youtube.com/watch' })).toEqual({
      ok: false,
      fields: { url: 'youtube_invalid' },
    });
  });
});
