import type { DerivedMaker } from '../../lib/derived/kinds.ts';
import type { SubtitleKind } from '../../lib/subtitles/subtitle-file.ts';
import type { SubtitleTrack } from '../../lib/subtitles/track.ts';

/** What the form sends for one subtitle file (docs/subtitles.md). */
export interface SubtitleUpload {
  file: File;
  /** BCP 47: `fr`, `en`, or the code the owner typed. */
  language: string;
  kind: SubtitleKind;
}

/** An uploaded film's subtitle files (issue 32 point 5, docs/subtitles.md). */
export interface SubtitlesPort {
  /**
   * Who stores converted subtitle files on this deployment (src/lib/derived/kinds.ts): the
   * local server checks and converts them; null where none does yet, and the form says so.
   */
  subtitleMaker(): DerivedMaker | null;
  /**
   * Stores a WebVTT or SRT file for the film, checked again by the backend: `payload_too_large`
   * past 512 KB, `unsupported_media_type` for another type, `validation` with the field code
   * `<problem>:<line>` (src/lib/subtitles/subtitle-file.ts). Replaces the film's file of the same
   * language and kind.
   */
  addSubtitle(videoId: string, upload: SubtitleUpload): Promise<SubtitleTrack>;
  removeSubtitle(videoId: string, subtitleId: string): Promise<void>;
}
