import { describe, expect, it } from 'vitest';
import {
  aspectChoiceOf,
  aspectCss,
  displaySize,
  filmRatio,
  isTileRatio,
  pictureInset,
  playerBox,
  playerBoxStyle,
  sourceSize,
} from './aspect.ts';

describe('displaySize (what ffprobe or the browser reports)', () => {
  it('keeps square-pixel sizes as they are', () => {
    expect(displaySize(1920, 804, '1:1')).toEqual({ width: 1920, height: 804 });
    expect(displaySize(1920, 804, null)).toEqual({ width: 1920, height: 804 });
    expect(displaySize(1920, 804, '0:1')).toEqual({ width: 1920, height: 804 });
  });

  it('widens an anamorphic file by its sample aspect ratio', () => {
    // 2x anamorphic on a 4:3 sensor area: shown at about 2.67:1.
    expect(displaySize(1440, 1080, '2:1')).toEqual({ width: 2880, height: 1080 });
    // PAL DV widescreen.
    expect(displaySize(720, 576, '64:45')).toEqual({ width: 1024, height: 576 });
  });

  it('refuses sizes no film has', () => {
    expect(displaySize(0, 1080)).toBeNull();
    expect(displaySize(1920, -1)).toBeNull();
    expect(displaySize(1920.5, 1080)).toBeNull();
    expect(displaySize(40_000, 1080)).toBeNull();
    expect(displaySize(Number.NaN, 1080)).toBeNull();
  });
});

describe('filmRatio', () => {
  it('takes the owner’s choice over what was measured', () => {
    expect(filmRatio({ aspect_ratio: '2.39:1', source_width: 1920, source_height: 1080 })).toBe(
      2.39,
    );
    expect(filmRatio({ aspect_ratio: '9:16' })).toBeCloseTo(0.5625);
    expect(filmRatio({ aspect_ratio: '4:3' })).toBeCloseTo(4 / 3);
  });

  it('uses the measured size on Automatique', () => {
    expect(filmRatio({ aspect_ratio: 'auto', source_width: 2048, source_height: 858 })).toBeCloseTo(
      2.387,
      3,
    );
    expect(filmRatio({ source_width: 1080, source_height: 1920 })).toBeCloseTo(0.5625);
  });

  it('falls back to 16:9 with nothing known or a stored value it does not know', () => {
    expect(filmRatio({})).toBeCloseTo(16 / 9);
    expect(filmRatio({ aspect_ratio: '3:2' })).toBeCloseTo(16 / 9);
    expect(filmRatio({ source_width: 0, source_height: 1080 })).toBeCloseTo(16 / 9);
  });
});

describe('pictureInset (the fill or letterbox rule)', () => {
  it('fills the tile for a 16:9 film, coded padding included', () => {
    expect(pictureInset({ source_width: 1920, source_height: 1080 })).toBe('0');
    expect(pictureInset({ source_width: 1920, source_height: 1088 })).toBe('0');
    expect(pictureInset({ source_width: 854, source_height: 480 })).toBe('0');
    expect(pictureInset({})).toBe('0');
  });

  it('letterboxes a scope film: bands above and below, the whole width', () => {
    // 16/9 ÷ 2.39 = 0.7438 of the height is picture: 12.81 % band top and bottom.
    expect(pictureInset({ aspect_ratio: '2.39:1' })).toBe('12.808% 0');
    expect(pictureInset({ aspect_ratio: '2:1' })).toBe('5.556% 0');
  });

  it('pillarboxes a narrower film: bands at the sides, the whole height', () => {
    expect(pictureInset({ aspect_ratio: '4:3' })).toBe('0 12.5%');
    expect(pictureInset({ aspect_ratio: '1:1' })).toBe('0 21.875%');
    expect(pictureInset({ source_width: 1080, source_height: 1920 })).toBe('0 34.18%');
  });

  it('crops as before when the owner chose Remplir le cadre', () => {
    expect(pictureInset({ aspect_ratio: '2.39:1', fill_frame: true })).toBe('0');
    expect(pictureInset({ source_width: 1080, source_height: 1920, fill_frame: true })).toBe('0');
  });

  it('keeps the film’s ratio exactly inside the tile', () => {
    for (const ratio of [2.39, 1.85, 2, 4 / 3, 1, 9 / 16]) {
      const inset = pictureInset({ source_width: Math.round(ratio * 1000), source_height: 1000 });
      const [vertical, horizontal] = inset.split(' ').map((part) => Number.parseFloat(part) / 100);
      const width = 16 * (1 - 2 * (horizontal ?? 0));
      const height = 9 * (1 - 2 * (vertical ?? 0));
      expect(width / height).toBeCloseTo(Math.round(ratio * 1000) / 1000, 2);
    }
  });
});

describe('the small helpers', () => {
  it('writes a CSS aspect-ratio', () => {
    expect(aspectCss(2.39)).toBe('2.39');
    expect(aspectCss(16 / 9)).toBe('16 / 9');
    expect(aspectCss(9 / 16)).toBe('0.5625');
  });

  it('tells a tile-shaped film', () => {
    expect(isTileRatio(1.7778)).toBe(true);
    expect(isTileRatio(1.85)).toBe(false);
  });

  it('reads an unknown stored choice as Automatique', () => {
    expect(aspectChoiceOf('2.39:1')).toBe('2.39:1');
    expect(aspectChoiceOf('scope')).toBe('auto');
    expect(aspectChoiceOf(null)).toBe('auto');
  });

  it('stores only whole sizes within bounds', () => {
    expect(sourceSize(1920, 804)).toEqual({ width: 1920, height: 804 });
    expect(sourceSize(1920, '804')).toBeNull();
    expect(sourceSize(0, 804)).toBeNull();
  });
});

describe('playerBox (the dialog, the film page)', () => {
  it('leaves a 16:9 film’s player as it was', () => {
    expect(playerBox({})).toBeNull();
    expect(playerBoxStyle(playerBox({ source_width: 1280, source_height: 720 }))).toBeUndefined();
  });

  it('sizes the player to the film, never taller than the screen allows', () => {
    expect(playerBox({ aspect_ratio: '2.39:1' })).toEqual({
      aspectRatio: '2.39',
      width: 'min(100%, calc(80svh * 2.39))',
      marginInline: 'auto',
    });
    expect(playerBoxStyle(playerBox({ aspect_ratio: '9:16' }, '70svh'))).toBe(
      'aspect-ratio:0.5625;width:min(100%, calc(70svh * 0.5625));margin-inline:auto',
    );
  });

  it('keeps the film’s ratio even when the owner fills the grid’s frame', () => {
    expect(playerBox({ aspect_ratio: '2.39:1', fill_frame: true })?.aspectRatio).toBe('2.39');
  });
});
