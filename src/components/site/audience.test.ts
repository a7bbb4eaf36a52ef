// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAudience } from './audience.ts';
import { reportEmbed } from './embed-play.ts';

// The beacon against a DOM; in Chromium with the real server: tests/e2e/statistics.test.ts.

const beacons: Array<{ url: string; body: unknown }> = [];
const sendBeacon = (url: string, data: string) => {
  beacons.push({ url, body: JSON.parse(data) });
  return true;
};

afterEach(() => {
  vi.unstubAllGlobals();
  beacons.length = 0;
  document.body.replaceChildren();
});

function media(film: string | null): HTMLVideoElement {
  const video = document.createElement('video');
  if (film) video.dataset.statFilm = film;
  document.body.append(video);
  return video;
}

describe('the audience beacon', () => {
  it('sends nothing when the browser asks not to be tracked', () => {
    vi.stubGlobal('navigator', { doNotTrack: '1', sendBeacon });
    startAudience();
    vi.stubGlobal('navigator', { globalPrivacyControl: true, sendBeacon });
    startAudience();
    expect(beacons).toEqual([]);
  });

  it('sends the visit, each film played once, and a full watch from 90 %', () => {
    vi.stubGlobal('navigator', { sendBeacon });
    history.replaceState(null, '', '/films/aube/');
    startAudience('/api/stats');
    expect(beacons).toEqual([{ url: '/api/stats', body: { t: 'visit', p: '/films/aube/' } }]);

    const preview = media(null);
    preview.dispatchEvent(new Event('play'));
    const film = media('f1');
    film.dispatchEvent(new Event('play'));
    film.dispatchEvent(new Event('play'));
    Object.defineProperty(film, 'duration', { value: 100 });
    Object.defineProperty(film, 'currentTime', { value: 89, configurable: true });
    film.dispatchEvent(new Event('timeupdate'));
    Object.defineProperty(film, 'currentTime', { value: 90 });
    film.dispatchEvent(new Event('timeupdate'));
    reportEmbed('play', 'yt-1');
    reportEmbed('complete', 'yt-1');

    expect(beacons.slice(1).map((b) => b.body)).toEqual([
      { t: 'play', p: '/films/aube/', f: 'f1' },
      { t: 'complete', p: '/films/aube/', f: 'f1' },
      { t: 'play', p: '/films/aube/', f: 'yt-1' },
      { t: 'complete', p: '/films/aube/', f: 'yt-1' },
    ]);
    expect(document.cookie).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});

describe("a private link's page", () => {
  it('beacons under its own address, where the link access cookie goes (issue 34, point 3)', () => {
    vi.stubGlobal('navigator', { sendBeacon });
    const token = 'AbCdEfGhIjKlMnOpQrStUv0123456789-_abcdefgh';
    history.replaceState(null, '', `/p/${token}`);
    startAudience('/api/stats');
    expect(beacons).toEqual([{ url: `/p/${token}/stats`, body: { t: 'visit', p: `/p/${token}` } }]);
    // Supabase mode keeps its function's address.
    startAudience('https://project.example/rest/v1/rpc/record_audience_event');
    expect(beacons.at(-1)?.url).toBe('https://project.example/rest/v1/rpc/record_audience_event');
    history.replaceState(null, '', '/');
  });
});

describe('the owner in Supabase mode', () => {
  it('sends nothing from a browser that signed in to the admin, only when told to look', () => {
    vi.stubGlobal('navigator', { sendBeacon });
    localStorage.setItem('isLoggedIn', 'true');
    try {
      startAudience('https://project.example/rest/v1/rpc/record_audience_event', true);
      expect(beacons).toEqual([]);
      startAudience('/api/stats', false);
      expect(beacons.map((b) => b.url)).toEqual(['/api/stats']);
    } finally {
      localStorage.removeItem('isLoggedIn');
    }
  });
});
