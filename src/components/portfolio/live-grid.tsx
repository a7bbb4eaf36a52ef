// Loaded only when the live list differs from the one baked into the page (or the page has
// none): React then renders the whole portfolio, with its own cards, from the live answer.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Video } from '../../lib/video.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Portfolio } from './Portfolio.tsx';

/** `live` null: the revalidation failed and there was nothing baked (the error state shows). */
export function renderLiveGrid(host: HTMLElement, live: Video[] | null): void {
  const next = document.createElement('div');
  const root = createRoot(next);
  const source = {
    listVideos: () => (live ? Promise.resolve(live) : Promise.reject(new Error('no video list'))),
  };
  // Rendered aside, then swapped in one step, so the grid never flashes empty.
  flushSync(() => {
    root.render(
      <ErrorBoundary>
        <Portfolio initialVideos={live} source={source} />
      </ErrorBoundary>,
    );
  });
  host.replaceChildren(next);
}
