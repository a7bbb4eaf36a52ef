// Draws a grid from a list the page did not bake (the live list, a private link's films) and
// starts its cards: the same markup as the build's, the same behaviour.
import type { Video } from '../../../lib/video.ts';
import { labelsOf, startCards } from './cards.ts';
import { portfolioHtml } from '../../../lib/card/grid-html.ts';

/** `videos` null: the list could not be read and nothing was baked (the load error shows). */
export function drawCards(host: HTMLElement, videos: readonly Video[] | null): () => void {
  // One swap, so the grid never flashes empty.
  host.innerHTML = portfolioHtml(videos, true);
  return videos ? startCards(host, videos, labelsOf(host)) : () => {};
}
