// The local server checks, converts and stores subtitle files itself (docs/subtitles.md): the
// file goes as it is, its language, kind and name in the address.
import { API } from '../../lib/api.ts';
import type { SubtitleTrack } from '../../lib/subtitles/track.ts';
import type { SubtitlesPort } from '../ports/subtitles.ts';
import type { Http } from './http.ts';

export function createLocalSubtitles(http: Http): SubtitlesPort {
  return {
    subtitleMaker: () => 'server',
    addSubtitle: (id, { file, language, kind }) => {
      const query = new URLSearchParams({ language, kind, name: file.name });
      return http.json<SubtitleTrack>(`${API.subtitles(id)}?${query}`, 'POST', undefined, file);
    },
    removeSubtitle: (id, subtitle) => http.empty(API.subtitle(id, subtitle), 'DELETE'),
  };
}
