import { describe, expect, it } from 'vitest';
import { reachedEnd } from './embed-progress.ts';

describe('embedded players reaching the end', () => {
  it('YouTube: 90 % of the duration it gave, or the ended state', () => {
    const seen = { duration: 0 };
    expect(reachedEnd('youtube', { event: 'initialDelivery', info: { duration: 200 } }, seen)).toBe(
      false,
    );
    expect(seen.duration).toBe(200);
    expect(reachedEnd('youtube', { event: 'infoDelivery', info: { currentTime: 179 } }, seen)).toBe(
      false,
    );
    expect(reachedEnd('youtube', { event: 'infoDelivery', info: { currentTime: 180 } }, seen)).toBe(
      true,
    );
    expect(reachedEnd('youtube', { event: 'infoDelivery', info: { playerState: 0 } }, seen)).toBe(
      true,
    );
    expect(reachedEnd('youtube', { event: 'onStateChange', info: 0 }, seen)).toBe(true);
    expect(reachedEnd('youtube', { event: 'onStateChange', info: 1 }, seen)).toBe(false);
    // Without a known duration, a time alone says nothing.
    expect(
      reachedEnd('youtube', { event: 'infoDelivery', info: { currentTime: 1e6 } }, { duration: 0 }),
    ).toBe(false);
  });

  it('Vimeo: timeupdate from 90 %, or ended', () => {
    const seen = { duration: 0 };
    expect(reachedEnd('vimeo', { event: 'timeupdate', data: { percent: 0.89 } }, seen)).toBe(false);
    expect(reachedEnd('vimeo', { event: 'timeupdate', data: { percent: 0.9 } }, seen)).toBe(true);
    expect(reachedEnd('vimeo', { event: 'ended' }, seen)).toBe(true);
    expect(reachedEnd('vimeo', { event: 'play' }, seen)).toBe(false);
  });
});
