// The one writer of the preview rows (migrations 014 and 020): the server's maker and a copy sent
// by the admin's browser both record through here, and through the video store, so the lists'
// revision moves with every write (server/store/videos.ts).

import type { PreviewProbe } from '../../../src/lib/video-preview.ts';
import type { Store } from '../../store/open.ts';
import { createPreviewRows, type LightState } from '../../store/video-previews.ts';

export type PreviewRecords = ReturnType<typeof createPreviewRecords>;

export function createPreviewRecords(store: Pick<Store, 'db' | 'videos' | 'isReferencedMedia'>) {
  const rows = createPreviewRows(store.db);
  return {
    /** What the rows say, to read only. */
    rows: {
      get: rows.get,
      wanted: rows.wanted,
      lightWanted: rows.lightWanted,
      unqueued: rows.unqueued,
    },
    /** Rows of films no video uses any more: no list names them, so no revision moves. */
    removeOrphans: (): void => rows.removeOrphans(),
    preparing(name: string, start: number, requested: number): void {
      store.videos.setPreview(name, { state: 'preparing', start, requested_start: requested });
    },
    ready(name: string, start: number, requested: number, made: PreviewProbe): void {
      store.videos.setPreview(name, {
        state: 'ready',
        start,
        requested_start: requested,
        width: made.width,
        height: made.height,
        duration: made.duration,
        bytes: made.bytes,
      });
    },
    /** A copy that could not be made; a film released meanwhile keeps no row. */
    failed(name: string, requested: number): void {
      if (!store.isReferencedMedia(name)) return;
      store.videos.setPreview(name, { state: 'failed', start: 0, requested_start: requested });
    },
    /** Créer l'aperçu after a failure: the film is missing its copy again. */
    forgetFailed(name: string): void {
      if (rows.get(name)?.state === 'failed') store.videos.forgetPreview(name);
    },
    light(name: string, state: LightState, bytes: number | null = null): void {
      if (state === 'failed' && !store.isReferencedMedia(name)) return;
      store.videos.setLight(name, state, bytes);
    },
  };
}
