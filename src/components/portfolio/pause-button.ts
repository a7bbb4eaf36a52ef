// The button that pauses every preview of the page (docs/video-previews.md). It is in the static
// HTML from the start (no layout shift); this script, loaded with the grid's after the first
// paint, makes it follow the visit's choice.
import { $previewsPaused, setPreviewsPaused } from '../../stores/previews-paused.ts';

export const PAUSE_BUTTON = 'button[data-previews-pause]';

/** Wires every pause button of the page (once each); returns a stop function. */
export function startPauseButtons(root: ParentNode = document): () => void {
  const stops: Array<() => void> = [];
  for (const button of root.querySelectorAll<HTMLButtonElement>(PAUSE_BUTTON)) {
    if (button.dataset.started) continue;
    button.dataset.started = '1';
    const label = button.querySelector('[data-previews-pause-label]') ?? button;
    const show = (paused: boolean) => {
      button.setAttribute('aria-pressed', String(paused));
      label.textContent = (paused ? button.dataset.labelResume : button.dataset.labelPause) ?? '';
    };
    const onClick = () => setPreviewsPaused(!$previewsPaused.get());
    button.addEventListener('click', onClick);
    stops.push($previewsPaused.subscribe(show));
    stops.push(() => {
      button.removeEventListener('click', onClick);
      delete button.dataset.started;
    });
  }
  return () => {
    for (const stop of stops) stop();
  };
}
