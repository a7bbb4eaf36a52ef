// Supabase mode stores no subtitle files yet (src/lib/derived/kinds.ts: the kind has no
// Supabase buckets): the port says so, and the video form shows why instead of its section.
import { BackendError } from '../port.ts';
import type { SubtitlesPort } from '../ports/subtitles.ts';

const notHere = () =>
  Promise.reject(new BackendError('bad_request', 400, 'subtitles_not_stored_in_supabase_mode'));

export function createSupabaseSubtitles(): SubtitlesPort {
  return {
    subtitleMaker: () => null,
    addSubtitle: notHere,
    removeSubtitle: notHere,
  };
}
