import { describe, expect, it } from 'vitest';
import { showreelOf, showsFilm } from './showreel.ts';
import { siteSettingsSchema } from './site-settings.ts';
import type { Video } from './video.ts';

const film = (over: Partial<Video>): Video => ({
  id: 'f1',
  title: 'Nuit blanche',
  description: null,
  url: '/media/f1.mp4',
  video_type: 'direct',
  category: null,
  thumbnail_url: null,
  order_position: 0,
  layout: 'normal',
  keep_small_format: false,
  visible: true,
  ...over,
});

const texts = { name: 'Camille Moreau' };
const parse = (extra: Record<string, unknown>) => {
  const base = Object.fromEntries(
    Object.keys(siteSettingsSchema.shape).map((key) => [key, texts[key as 'name'] ?? '']),
  );
  delete base.showreel_id;
  delete base.showreel_start;
  // The English texts (issue 32) are an object, optional: not one of the text fields.
  delete base.en;
  return siteSettingsSchema.safeParse({ ...base, ...extra });
};

describe('the settings schema and the showreel', () => {
  it('takes no choice, a film id and a start in seconds (the form sends text)', () => {
    expect(parse({}).success).toBe(true);
    const chosen = parse({ showreel_id: 'f1', showreel_start: '12.5' });
    expect(chosen.success && chosen.data).toMatchObject({
      showreel_id: 'f1',
      showreel_start: 12.5,
    });
  });

  it('refuses a start below 0, above ten hours or not a number, with a field code', () => {
    for (const start of [-1, 36_001, 'abc']) {
      const result = parse({ showreel_start: start });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('showreel_start_invalid');
    }
    expect(parse({ showreel_id: 'x'.repeat(65) }).error?.issues[0]?.message).toBe(
      'showreel_invalid',
    );
  });
});

describe('showreelOf', () => {
  const ready = { state: 'ready', width: 1920, height: 1080 } as const;

  it('is none without a choice, and the text hero stays', () => {
    expect(showreelOf({ showreel_id: '' }, [film({})]).state).toBe('none');
    expect(showsFilm('none')).toBe(false);
  });

  it('falls back to text for a deleted or hidden film, and says which', () => {
    expect(showreelOf({ showreel_id: 'gone' }, [film({})])).toEqual({
      state: 'missing',
      video: null,
    });
    const hidden = showreelOf({ showreel_id: 'f1' }, [film({ visible: false })]);
    expect(hidden.state).toBe('hidden');
    expect(showsFilm(hidden.state)).toBe(false);
  });

  it("shows a YouTube or Vimeo film's poster, and an uploaded film's copy state", () => {
    const youtube = film({ video_type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(showreelOf({ showreel_id: 'f1', showreel_copy: ready }, [youtube]).state).toBe('poster');
    expect(showreelOf({ showreel_id: 'f1', showreel_copy: null }, [film({})]).state).toBe('poster');
    for (const state of ['preparing', 'ready', 'failed'] as const) {
      const copy = { ...ready, state };
      expect(showreelOf({ showreel_id: 'f1', showreel_copy: copy }, [film({})]).state).toBe(state);
      expect(showsFilm(state)).toBe(true);
    }
  });
});
