import { describe, expect, it } from 'vitest';
import {
  HERO_MAX_SECONDS,
  HERO_MIN_SECONDS,
  HERO_SIZES,
  heroFileNames,
  heroFrame,
  heroLoopOf,
  heroPosterName,
  heroProblem,
  heroVideoName,
} from './hero-copy.ts';
import type { PreviewProbe } from './video-preview.ts';

const [large, small] = HERO_SIZES;
const film = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';

describe('the hero loop', () => {
  it('runs 12 s from Début de la boucle, with one more second for the join', () => {
    expect(heroLoopOf(30, 120)).toEqual({ start: 30, length: 12, join: 1 });
    expect(heroLoopOf(0, 40)).toEqual({ start: 0, length: 12, join: 1 });
  });

  it('moves a late start back so the loop and its join fit', () => {
    expect(heroLoopOf(115, 120)).toEqual({ start: 107, length: 12, join: 1 });
  });

  it('stays between 8 and 20 s, and loops a short film whole', () => {
    for (const duration of [9, 10, 13, 14, 60, 3600]) {
      const loop = heroLoopOf(0, duration);
      expect(loop.length).toBeGreaterThanOrEqual(HERO_MIN_SECONDS);
      expect(loop.length).toBeLessThanOrEqual(HERO_MAX_SECONDS);
      expect(loop.start + loop.length + loop.join).toBeLessThanOrEqual(duration);
    }
    expect(heroLoopOf(5, 6)).toEqual({ start: 0, length: 6, join: 0 });
  });
});

describe('the hero sizes and names', () => {
  it('is at most 1920 and 960 px wide, in proportion, never enlarged', () => {
    expect(heroFrame(large, 3840, 1608)).toEqual({ width: 1920, height: 804 });
    expect(heroFrame(small, 1920, 1080)).toEqual({ width: 960, height: 540 });
    expect(heroFrame(large, 1280, 720)).toEqual({ width: 1280, height: 720 });
  });

  it('sits beside the film', () => {
    expect(heroVideoName(film, large)).toBe(`${film}.hero.mp4`);
    expect(heroVideoName(film, small)).toBe(`${film}.hero-960.mp4`);
    expect(heroPosterName(film, large, 'avif')).toBe(`${film}.hero.avif`);
    expect(heroPosterName(film, small, 'jpg')).toBe(`${film}.hero-960.jpg`);
    expect(heroFileNames(film)).toHaveLength(8);
  });
});

describe('a made hero copy', () => {
  const good: PreviewProbe = {
    bytes: 3_000_000,
    container: 'mov,mp4,m4a,3gp,3g2,mj2',
    videoCodec: 'h264',
    hasAudio: false,
    width: 1920,
    height: 1080,
    duration: 12,
  };

  it('keeps the rules of its size', () => {
    expect(heroProblem(large, good)).toBeNull();
    expect(heroProblem(small, good)).toBe('hero_too_large');
    expect(heroProblem(small, { ...good, bytes: 1_000_000 })).toBe('hero_too_wide');
    expect(heroProblem(large, { ...good, hasAudio: true })).toBe('hero_has_audio');
    expect(heroProblem(large, { ...good, videoCodec: 'vp9' })).toBe('hero_not_mp4');
    expect(heroProblem(large, { ...good, duration: 25 })).toBe('hero_bad_length');
  });
});
