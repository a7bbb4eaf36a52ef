// The films of a private link, with the public site's own players: the React portfolio (one
// preview unmuted at a time, the player dialog) fed with the list the server wrote into the page,
// or, on a static page, the list the Edge Function answered (link-page.ts).
import { LINK_PORTFOLIO, LINK_VIDEOS, marked } from '../../lib/page-markers.ts';
import type { Video } from '../../lib/video.ts';
import { startPauseButtons } from '../../stores/previews-paused.ts';

export function readLinkVideos(root: ParentNode): Video[] | null {
  const data = root.querySelector(`script${marked(LINK_VIDEOS)}`)?.textContent;
  return data ? (JSON.parse(data) as Video[]) : null;
}

export async function renderLinkFilms(host: HTMLElement, videos: Video[]): Promise<void> {
  const { renderLiveGrid } = await import('../portfolio/live-grid.tsx');
  renderLiveGrid(host, videos);
  startPauseButtons();
  host.dataset.state = 'live';
}

/** Renders the films into every [data-link-portfolio] that carries its list. */
export async function startLinkFilms(): Promise<void> {
  for (const host of document.querySelectorAll<HTMLElement>(marked(LINK_PORTFOLIO))) {
    const videos = readLinkVideos(host);
    if (videos) await renderLinkFilms(host, videos);
  }
}
