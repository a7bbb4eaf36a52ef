import { describe, expect, it } from 'vitest';
import { originalOfFilmCopy } from '../derived/kinds.ts';
import {
  defaultTrackId,
  languageName,
  type SubtitleTrack,
  subtitleFileName,
  trackLabel,
} from './track.ts';

const FILM = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
const track = (id: string, language: string, kind: SubtitleTrack['kind']): SubtitleTrack => ({
  id,
  language,
  kind,
  url: `/media/${id}.vtt`,
});

describe('subtitle tracks', () => {
  it('names a file beside its film, so it is served and removed with it', () => {
    const name = subtitleFileName(FILM, 'pt-BR', 'captions', 'ABCDEF0123456789');
    expect(name).toBe(`${FILM}.sub-pt-br-captions-abcdef012345.vtt`);
    expect(originalOfFilmCopy(name)).toBe(FILM);
    expect(originalOfFilmCopy(`${FILM}.sub-../x.vtt`)).toBeNull();
  });

  it('labels tracks by their own language name, captions marked', () => {
    expect(languageName('fr')).toBe('Français');
    expect(languageName('EN')).toBe('English');
    expect(languageName('de')).toBe('Deutsch');
    expect(trackLabel({ language: 'fr', kind: 'captions' }, 'SME')).toBe('Français (SME)');
    expect(trackLabel({ language: 'en', kind: 'subtitles' }, 'SME')).toBe('English');
  });

  it("shows first the page's language, subtitles before captions, and nothing else", () => {
    const tracks = [
      track('a', 'en', 'captions'),
      track('b', 'fr', 'subtitles'),
      track('c', 'en-GB', 'subtitles'),
    ];
    expect(defaultTrackId(tracks)).toBe('b');
    expect(defaultTrackId(tracks, 'en')).toBe('c');
    expect(defaultTrackId([track('a', 'en', 'captions')], 'en')).toBe('a');
    expect(defaultTrackId([track('d', 'de', 'subtitles')], 'fr')).toBeNull();
  });
});
