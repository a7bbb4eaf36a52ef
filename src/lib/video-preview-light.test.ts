import { describe, expect, it } from 'vitest';
import { originalOfFilmCopy } from './derived/kinds.ts';
import {
  LIGHT_SOURCE_MEDIA,
  lightName,
  lightSize,
  needsLightCopy,
  playerSource,
  wantsLightCopy,
} from './video-preview-light.ts';

const film = { url: '/media/f.mp4', light_url: '/media/f.mp4.light.mp4' };
const desk = { viewportWidth: 1280, saveData: false };

describe('the lighter copy', () => {
  it('is made only above 720p, landscape or portrait', () => {
    expect(needsLightCopy(1920, 1080)).toBe(true);
    expect(needsLightCopy(1080, 1920)).toBe(true);
    expect(needsLightCopy(1280, 720)).toBe(false);
    expect(needsLightCopy(640, 360)).toBe(false);
  });

  it('brings the short side to 720, in proportion, even sides', () => {
    expect(lightSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(lightSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
    expect(lightSize(4096, 1716)).toEqual({ width: 1718, height: 720 });
    expect(lightSize(1280, 720)).toEqual({ width: 1280, height: 720 });
  });

  it('is named beside the original and belongs to it (privacy and removal follow the film)', () => {
    const original = '5743d288-1b9e-4a8e-9a43-6f4c3a3f2a10.mp4';
    expect(lightName(original)).toBe(`${original}.light.mp4`);
    expect(originalOfFilmCopy(lightName(original))).toBe(original);
  });
});

describe('what the player plays', () => {
  it('the lighter copy on a phone-wide screen (800 px or less), the original wider', () => {
    expect(playerSource(film, { viewportWidth: 390, saveData: false })).toBe(film.light_url);
    expect(playerSource(film, { viewportWidth: 800, saveData: false })).toBe(film.light_url);
    expect(playerSource(film, { viewportWidth: 801, saveData: false })).toBe(film.url);
  });

  it('the lighter copy on a slow connection or when the browser saves data', () => {
    expect(wantsLightCopy({ ...desk, effectiveType: '3g' })).toBe(true);
    expect(wantsLightCopy({ ...desk, effectiveType: '4g' })).toBe(false);
    expect(wantsLightCopy({ ...desk, saveData: true })).toBe(true);
  });

  it('the original whenever the film has no lighter copy', () => {
    expect(playerSource({ url: film.url }, { viewportWidth: 390, saveData: true })).toBe(film.url);
    expect(playerSource({ url: film.url, light_url: null }, desk)).toBe(film.url);
  });

  it('says the same in static HTML', () => {
    expect(LIGHT_SOURCE_MEDIA).toBe('(max-width: 800px)');
  });
});
