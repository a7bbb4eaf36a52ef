import type { DerivedMaker } from '../../lib/derived/kinds.ts';
import type { PreviewState } from '../../lib/video-preview.ts';

export interface PreviewStatus {
  state: PreviewState;
  progress: number | null;
  /**
   * Who makes this deployment's preview copies (src/lib/derived/kinds.ts): the server (local,
   * PREVIEW_MAKER=server), or the admin's browser, which then sends them (Supabase mode, or
   * PREVIEW_MAKER=browser). The interface makes a copy only where this says 'browser'.
   */
  maker: DerivedMaker;
}

/** A film's preview copy (docs/video-previews.md), on every backend. */
export interface PreviewsPort {
  /** Where the copy stands, who makes it here and, while the server makes it, the share done. */
  previewStatus(id: string): Promise<PreviewStatus>;
  /**
   * Créer l'aperçu where the server is the maker. Where the browser is (the status says so), the
   * interface makes the copy itself and sends it: this refuses (BackendError `bad_request`).
   */
  requestPreview(id: string): Promise<void>;
  /**
   * Stores a preview copy this browser made (src/components/admin/videos/browser-preview.ts), checked
   * by the backend (the local server's ffprobe, the Supabase bucket's limits). The local server
   * takes its poster frame from the copy itself; Supabase stores the one given.
   */
  sendPreview(id: string, copy: Blob, poster?: Blob | null): Promise<void>;
}
