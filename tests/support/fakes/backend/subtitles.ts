// The fake backend's subtitle files (docs/subtitles.md): checked and converted by the same rules
// as the local server (src/lib/subtitles/subtitle-file.ts), kept on their film, replaced per
// language and kind.
import { BackendError } from '../../../../src/backend/port.ts';
import type { SubtitlesPort } from '../../../../src/backend/ports/subtitles.ts';
import {
  readSubtitleFile,
  subtitleFieldCode,
} from '../../../../src/lib/subtitles/subtitle-file.ts';
import type { SubtitleTrack } from '../../../../src/lib/subtitles/track.ts';
import type { Video } from '../../../../src/lib/video.ts';
import type { FakeCall } from './call.ts';

export function fakeSubtitleMethods(
  world: { videos: Video[]; files: Map<string, Uint8Array> },
  write: FakeCall,
): SubtitlesPort {
  const film = (id: string): Video => {
    const found = world.videos.find((video) => video.id === id && video.video_type === 'direct');
    if (!found) throw new BackendError('not_found', 404);
    return found;
  };
  let next = 0;
  return {
    subtitleMaker: () => 'server',
    addSubtitle: (id, upload) =>
      write('addSubtitle', [id, upload], async (): Promise<SubtitleTrack> => {
        const video = film(id);
        const reading = readSubtitleFile(
          upload.file.name,
          new Uint8Array(await upload.file.arrayBuffer()),
        );
        if (!reading.ok) {
          if (!('problem' in reading)) {
            const code = reading.status === 413 ? 'payload_too_large' : 'unsupported_media_type';
            throw new BackendError(code, reading.status);
          }
          throw new BackendError('validation', 400, undefined, {
            file: subtitleFieldCode(reading.problem, reading.line),
          });
        }
        next += 1;
        const track: SubtitleTrack = {
          id: `subtitle-${next}`,
          language: upload.language,
          kind: upload.kind,
          url: `/media/${id}.sub-${upload.language}-${upload.kind}-${next}.vtt`,
        };
        const others = (video.subtitles ?? []).filter(
          (one) => one.language !== track.language || one.kind !== track.kind,
        );
        for (const old of video.subtitles ?? [])
          if (!others.includes(old)) world.files.delete(old.url);
        video.subtitles = [...others, track];
        world.files.set(track.url, new TextEncoder().encode(reading.vtt));
        return track;
      }),
    removeSubtitle: (id, subtitle) =>
      write('removeSubtitle', [id, subtitle], () => {
        const video = film(id);
        if (!video.subtitles?.some((one) => one.id === subtitle))
          throw new BackendError('not_found', 404);
        for (const one of video.subtitles) if (one.id === subtitle) world.files.delete(one.url);
        video.subtitles = video.subtitles.filter((one) => one.id !== subtitle);
      }),
  };
}
