// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { makeVideo } from '../../../tests/support/data/make-video.ts';
import { PlayerDialog } from './PlayerDialog.tsx';

// The dialog's native player for an uploaded file: what it allows at normal size, and what happens
// when the file fails or the browser refuses to start it.

const film = makeVideo({
  id: 'dv',
  title: 'Film maison',
  description: 'Tourné à Paris',
  video_type: 'direct',
  url: '/media/film.mp4',
  thumbnail_url: '/media/film.jpg',
  keep_small_format: false,
});

let play: MockInstance<() => Promise<void>>;

// happy-dom's HTMLVideoElement lacks `poster`; browsers reflect it to the attribute. Give it the
// standard reflection so a poster set through the property shows as it would in a browser.
if (!('poster' in HTMLVideoElement.prototype)) {
  Object.defineProperty(HTMLVideoElement.prototype, 'poster', {
    configurable: true,
    get(this: HTMLVideoElement) {
      return this.getAttribute('poster') ?? '';
    },
    set(this: HTMLVideoElement, value: string) {
      this.setAttribute('poster', value);
    },
  });
}

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function dialogVideo(): HTMLVideoElement {
  const video = document.querySelector('dialog video');
  if (!(video instanceof HTMLVideoElement)) throw new Error('no video in the dialog');
  return video;
}

describe('PlayerDialog, direct file at normal size', () => {
  it('is 5xl wide and plays with controls, autoplay and fullscreen allowed', () => {
    render(<PlayerDialog video={film} onClose={() => {}} />);
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(dialog?.className).toContain('max-w-5xl');
    expect(screen.getByRole('heading', { name: film.title })).toBeTruthy();
    expect(screen.getByText('Tourné à Paris')).toBeTruthy();
    const video = dialogVideo();
    expect(video.getAttribute('src')).toBe(film.url);
    expect(video.getAttribute('poster')).toBe('/media/film.jpg');
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(play).toHaveBeenCalled();
    // None of the small format's restrictions.
    expect(video.hasAttribute('controlslist')).toBe(false);
    expect(video.hasAttribute('disablepictureinpicture')).toBe(false);
    // The visitor hears it: the dialog's own player is not forced muted like the preview.
    expect(video.hasAttribute('muted')).toBe(false);
  });

  it('differs from the small format only by those restrictions and the width', () => {
    render(<PlayerDialog video={{ ...film, keep_small_format: true }} onClose={() => {}} />);
    expect(document.querySelector('dialog')?.className).toContain('max-w-3xl');
    const video = dialogVideo();
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.getAttribute('controlslist')).toBe('nofullscreen');
    expect(video.hasAttribute('disablepictureinpicture')).toBe(true);
  });
});

describe('PlayerDialog, subtitle files', () => {
  const subtitled = {
    ...film,
    subtitles: [
      { id: 's1', language: 'en', kind: 'subtitles', url: '/media/en.vtt' },
      { id: 's2', language: 'fr', kind: 'captions', url: '/media/fr.vtt' },
    ],
  } as const;
  const tracks = () =>
    [...dialogVideo().querySelectorAll('track')].map((track) => [
      track.getAttribute('kind'),
      track.getAttribute('srclang'),
      track.getAttribute('label'),
      track.getAttribute('src'),
      track.hasAttribute('default'),
    ]);

  it("plays each file as a track, the page's language shown first", () => {
    render(
      <PlayerDialog
        video={{ ...subtitled, subtitles: [...subtitled.subtitles] }}
        onClose={() => {}}
      />,
    );
    expect(tracks()).toEqual([
      ['subtitles', 'en', 'English', '/media/en.vtt', false],
      ['captions', 'fr', 'Français (SME)', '/media/fr.vtt', true],
    ]);
    cleanup();
    render(
      <PlayerDialog
        video={{ ...subtitled, subtitles: [...subtitled.subtitles] }}
        onClose={() => {}}
        lang="en"
      />,
    );
    expect(tracks().map((track) => track[4])).toEqual([true, false]);
  });

  it('has no track when the film has no subtitle file', () => {
    render(<PlayerDialog video={film} onClose={() => {}} />);
    expect(tracks()).toEqual([]);
  });
});

describe('PlayerDialog, direct file failures', () => {
  it('logs a file that fails to load and falls back to the /placeholder.svg poster', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PlayerDialog video={film} onClose={() => {}} />);
    const video = dialogVideo();
    fireEvent(video, new Event('error'));
    expect(video.getAttribute('poster')).toBe('/placeholder.svg');
    const logged = [...warn.mock.calls, ...error.mock.calls].flat().map(String);
    expect(logged.some((text) => text.includes(film.url))).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    // The dialog stays open, with its title, for the visitor to close.
    expect(document.querySelector('dialog')?.open).toBe(true);
  });

  it('only warns when the browser refuses to start playback', async () => {
    const refusal = new DOMException('play() is not allowed', 'NotAllowedError');
    play.mockImplementation(() => Promise.reject(refusal));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PlayerDialog video={film} onClose={() => {}} />);
    await vi.waitFor(() => expect(warn.mock.calls.flat()).toContain(refusal));
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    const video = dialogVideo();
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toBe('/media/film.jpg');
    expect(document.querySelector('dialog')?.open).toBe(true);
  });
});
