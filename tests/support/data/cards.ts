// The public card as a page has it: its markup (src/lib/card/card-html.ts) in the document and
// its behaviour (src/components/portfolio/card/cards.ts) started, driven by the manual observer.
import { waitFor } from '@testing-library/react';
import { startCards } from '../../../src/components/portfolio/card/cards.ts';
import { type CardOptions, cardHtml } from '../../../src/lib/card/card-html.ts';
import { fr } from '../../../src/lib/i18n/fr.ts';
import type { Video } from '../../../src/lib/video.ts';
import { setIntersecting } from '../fakes/intersection-observer.ts';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { $unmutedId } from '../../../src/stores/muted.ts';
import { $previewsPaused } from '../../../src/stores/previews-paused.ts';
import { installManualObserver } from '../fakes/intersection-observer.ts';
import { makeVideo } from './make-video.ts';

const running: (() => void)[] = [];

/** The cards of these videos, started; `container` holds them. */
export function mountCards(videos: Video[], options: CardOptions = {}): { container: HTMLElement } {
  const container = document.createElement('div');
  container.innerHTML = videos.map((video) => cardHtml(video, options)).join('');
  document.body.append(container);
  running.push(
    startCards(container, videos, { mute: fr.portfolio.mute, unmute: fr.portfolio.unmute }),
  );
  return { container };
}

/** Stops every card started by mountCards and empties the page. */
export function unmountCards(): void {
  for (const stop of running.splice(0)) stop();
  document.body.innerHTML = '';
}

/**
 * Reports every card (not) near the viewport, then lets the cards' queue run: it mounts one
 * player per task, each in a zero-delay timer, so as many timer turns as cards drain it.
 */
export async function near(value: boolean): Promise<void> {
  setIntersecting(value);
  for (let turn = 0; turn < 4; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The open player dialog, once its code has loaded (it opens on a card's click). */
export function openedDialog(): Promise<HTMLDialogElement> {
  return waitFor(() => {
    // Open, not only mounted: showModal runs in an effect after React's commit.
    const found = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (!found) throw new Error('no open dialog yet');
    return found;
  });
}

// The page the card tests run in (src/components/portfolio/card/, the baked grid's scripts):
// happy-dom with the hand-driven observer, images reported loaded, stores and mocks reset after.
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
