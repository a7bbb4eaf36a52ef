import { describe, expect, it } from 'vitest';
import { BackendError } from '../port.ts';
import { parseVideoInput } from './input.ts';

const youtube = {
  title: 'Bande démo',
  url: 'https://youtu.be/dQw4w9WgXcQ',
  video_type: 'youtube' as const,
};

function fieldsOf(input: unknown): Record<string, string> | undefined {
  try {
    parseVideoInput(input);
  } catch (error) {
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).code).toBe('validation');
    return (error as BackendError).fields;
  }
  throw new Error('input was accepted');
}

describe('parseVideoInput (supabase adapter)', () => {
  it('accepts YouTube, Vimeo and direct addresses and trims the title', () => {
    expect(parseVideoInput({ ...youtube, title: ' Bande démo ' }).title).toBe('Bande démo');
    const vimeo = { ...youtube, url: 'https://vimeo.com/76979871', video_type: 'vimeo' };
    expect(parseVideoInput(vimeo).video_type).toBe('vimeo');
    const direct = { ...youtube, url: 'https://x.supabase.co/clip.mp4', video_type: 'direct' };
    expect(parseVideoInput(direct).url).toBe(direct.url);
  });

  it('names the field the way the local server does', () => {
    expect(fieldsOf({ ...youtube, title: '  ' })).toEqual({ title: 'title_required' });
    expect(fieldsOf({ ...youtube, url: 'https://www.youtube.com/watch' })).toEqual({
      url: 'youtube_invalid',
    });
    expect(fieldsOf({ ...youtube, url: 'https://vimeo.com/about', video_type: 'vimeo' })).toEqual({
      url: 'vimeo_invalid',
    });
  });
});
