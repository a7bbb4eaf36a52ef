// Loaded on the first click on a card of the baked grid: React and the player dialog come only
// when the visitor asks for a film.
import { createRoot } from 'react-dom/client';
import type { Video } from '../../lib/video.ts';
import { PlayerDialog } from './PlayerDialog.tsx';

/**
 * Opens the dialog of this video; it unmounts itself (and its player) once closed. `lang`: the
 * page's language, which picks the subtitle track shown first (docs/subtitles.md).
 */
export function openPlayerDialog(
  video: Video,
  onClosed: () => void,
  lang: 'fr' | 'en' = 'fr',
): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    // After the close event has run its course, not inside React's own handling of it.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
      onClosed();
    });
  };
  root.render(<PlayerDialog video={video} onClose={close} lang={lang} />);
}
