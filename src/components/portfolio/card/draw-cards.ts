// Draws a grid from a list the page did not bake (the live list, a private link's films) and
// starts its cards: the same markup as the build's, the same behaviour.
import { portfolioHtml } from '../../../lib/card/grid-html.ts';
import { isLang, messagesFor } from '../../../lib/i18n/messages.ts';
import type { Video } from '../../../lib/video.ts';
import { labelsOf, startCards } from './cards.ts';

/** `videos` null: the list could not be read and nothing was baked (the load error shows). */
export function drawCards(host: HTMLElement, videos: readonly Video[] | null): () => void {
  // The page's language (issue 32): an English page draws English cards.
  const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : 'fr';
  try {
    // One swap, so the grid never flashes empty.
    host.innerHTML = portfolioHtml(videos, true, lang);
    return videos ? startCards(host, videos, labelsOf(host)) : () => {};
  } catch (error) {
    // A list the card cannot draw must not blank the rest of the page: a short notice instead.
    console.error('portfolio failed to draw', error);
    host.innerHTML = `<p role="alert" class="rounded-lg border border-line p-4 text-muted">${messagesFor(lang).site.islandError}</p>`;
    return () => {};
  }
}
