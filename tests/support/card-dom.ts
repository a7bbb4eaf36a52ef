// The page the card tests run in (src/components/portfolio/card/, the baked grid's scripts):
// happy-dom with the hand-driven observer, images reported loaded, stores and mocks reset after.
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { $unmutedId } from '../../src/stores/muted.ts';
import { $previewsPaused } from '../../src/stores/previews-paused.ts';
import { unmountCards } from './cards.ts';
import { installManualObserver } from './intersection-observer.ts';
import { makeVideo } from './make-video.ts';

/** One film of each kind the card plays, as the grid tests name them. */
export const youtube = makeVideo({
  id: 'yt',
  title: 'Clip YouTube',
  description: 'Une description',
});
export const vimeo = makeVideo({
  id: 'vm',
  title: 'Court Vimeo',
  video_type: 'vimeo',
  url: 'https://vimeo.com/76979871',
});
export const direct = makeVideo({
  id: 'dv',
  title: 'Film maison',
  video_type: 'direct',
  url: '/media/film.mp4',
  thumbnail_url: '/media/film.jpg',
  // The grid plays an upload's preview copy only (docs/video-previews.md).
  preview_url: '/media/film.mp4.preview.mp4',
});

/**
 * Registers the hooks of a card test file. With `holdPlay`, media play() stays pending: happy-dom's
 * reports 'playing' at once, a browser only does when frames arrive, so the test decides when the
 * file starts playing through `play` (the spy of the running test).
 */
export function prepareCardDom({ holdPlay = true } = {}): {
  readonly play: MockInstance<() => Promise<void>>;
} {
  let play: MockInstance<() => Promise<void>> | undefined;
  beforeEach(() => {
    installManualObserver();
    $unmutedId.set(null);
    // happy-dom decodes no image; report a loaded one so the card keeps its thumbnail.
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
    if (holdPlay) {
      play = vi
        .spyOn(HTMLMediaElement.prototype, 'play')
        .mockImplementation(() => new Promise<void>(() => {}));
    }
  });
  afterEach(() => {
    unmountCards();
    $previewsPaused.set(false);
    vi.restoreAllMocks();
  });
  return {
    get play() {
      if (!play) throw new Error('play() is only held with holdPlay, inside a test');
      return play;
    },
  };
}
