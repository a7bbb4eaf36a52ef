// The public card as a page has it: its markup (src/lib/card/card-html.ts) in the document and
// its behaviour (src/components/portfolio/card/cards.ts) started, driven by the manual observer.
import { waitFor } from '@testing-library/react';
import { startCards } from '../../src/components/portfolio/card/cards.ts';
import { type CardOptions, cardHtml } from '../../src/lib/card/card-html.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import type { Video } from '../../src/lib/video.ts';
import { setIntersecting } from './intersection-observer.ts';

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
