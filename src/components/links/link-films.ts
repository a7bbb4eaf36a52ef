// The films of a private link, with the public site's own card (src/components/portfolio/card/):
// one preview unmuted at a time, the player dialog. The server draws the cards into the page with
// their list (server/links/page.ts); on a static page the list comes from the Edge Function
// (link-page.ts) and the cards are drawn here.
import { LINK_PORTFOLIO, LINK_VIDEOS, marked, VIDEO_ID } from '../../lib/page-markers.ts';
import type { Video } from '../../lib/video.ts';
import { startPauseButtons } from '../../stores/previews-paused.ts';
import { labelsOf, startCards } from '../portfolio/card/cards.ts';

export function readLinkVideos(root: ParentNode): Video[] | null {
  const data = root.querySelector(`script${marked(LINK_VIDEOS)}`)?.textContent;
  return data ? (JSON.parse(data) as Video[]) : null;
}

export async function renderLinkFilms(host: HTMLElement, videos: Video[]): Promise<void> {
  if (host.querySelector(marked(VIDEO_ID))) {
    startCards(host, videos, labelsOf(host));
  } else {
    const { drawCards } = await import('../portfolio/card/draw-cards.ts');
    drawCards(host, videos);
  }
  startPauseButtons();
  host.dataset.state = 'live';
}

/** Runs the films of every [data-link-portfolio] that carries its list. */
export async function startLinkFilms(): Promise<void> {
  for (const host of document.querySelectorAll<HTMLElement>(marked(LINK_PORTFOLIO))) {
    const videos = readLinkVideos(host);
    if (videos) await renderLinkFilms(host, videos);
  }
}
