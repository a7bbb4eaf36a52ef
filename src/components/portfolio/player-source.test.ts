// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { playedSource } from './player-source.ts';

const film = { url: '/media/f.mp4', light_url: '/media/f.mp4.light.mp4' };
const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
const setConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

afterEach(() => {
  setConnection(undefined);
});

describe('the player in this browser', () => {
  it('plays the lighter copy in a phone-wide window, the original in a wide one', () => {
    setWidth(390);
    expect(playedSource(film)).toBe(film.light_url);
    setWidth(1280);
    expect(playedSource(film)).toBe(film.url);
  });

  it('plays the lighter copy on a slow or data-saving connection, even wide', () => {
    setWidth(1280);
    setConnection({ effectiveType: '3g' });
    expect(playedSource(film)).toBe(film.light_url);
    setConnection({ saveData: true, effectiveType: '4g' });
    expect(playedSource(film)).toBe(film.light_url);
  });
});
