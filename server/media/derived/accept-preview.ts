// A preview copy through the one accept path (accept-copy.ts), recorded by the one writer of the
// preview rows: the server's maker and the route that takes the browser's copy both call this.
import {
  type PreviewProblem,
  previewName,
  previewPosterName,
  previewProblem,
} from '../../../src/lib/video-preview.ts';
import type { Store } from '../../store/open.ts';
import { type Accepted, acceptFilmCopy } from './accept-copy.ts';
import type { PreviewRecords } from './preview-records.ts';

export interface MadePreview {
  film: string;
  /** The copy and its poster frame, under temporary names in the media folder. */
  copy: string;
  poster: string;
  /** Writes the poster frame to `poster` once the copy is accepted. */
  makePoster: () => Promise<void>;
  /** Where the excerpt starts in the film, and the start the owner asked for. */
  start: number;
  requested: number;
}

export function acceptPreviewCopy(
  store: Pick<Store, 'mediaDir' | 'isReferencedMedia'>,
  records: PreviewRecords,
  made: MadePreview,
): Promise<Accepted<PreviewProblem>> {
  return acceptFilmCopy(
    store,
    { problem: previewProblem },
    {
      film: made.film,
      video: { temp: made.copy, name: previewName(made.film) },
      extras: [{ temp: made.poster, name: previewPosterName(made.film) }],
      makeExtras: made.makePoster,
    },
    (probe) => records.ready(made.film, made.start, made.requested, probe),
  );
}
