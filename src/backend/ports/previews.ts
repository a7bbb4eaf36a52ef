import type { PreviewState } from '../../lib/video-preview.ts';

export interface PreviewStatus {
  state: PreviewState;
  progress: number | null;
  /** Whether the backend makes copies itself (the local server with ffmpeg): no browser copy then. */
  server_makes?: boolean;
}

/**
 * A film's preview copy (docs/video-previews.md). Every method is optional: each backend has
 * only the ones its way of making copies needs.
 */
export interface PreviewsPort {
  /**
   * Créer l'aperçu: asks for an uploaded film's preview copy. Absent where no server makes
   * copies (Supabase mode).
   */
  requestPreview?(id: string): Promise<void>;
  /** Where the copy stands and, while it is made, the share done (0 to 1). */
  previewStatus?(id: string): Promise<PreviewStatus>;
  /**
   * Stores a preview copy this browser made (src/components/admin/videos/browser-preview.ts), checked
   * by the backend (the local server's ffprobe, the Supabase bucket's limits). The local server
   * takes its poster frame from the copy itself; Supabase stores the one given.
   */
  sendPreview?(id: string, copy: Blob, poster?: Blob | null): Promise<void>;
}
