// The fake backend's preview copies (docs/video-previews.md): it stores the copy a browser made
// beside its film, as the Supabase adapter does (no server makes copies here), keeps a hidden
// film's files from visitors, and drops the copy with its film or when the film's file changes.
import { BackendError } from '../../../../src/backend/port.ts';
import type { PreviewsPort } from '../../../../src/backend/ports/previews.ts';
import type { Video } from '../../../../src/lib/video.ts';
import type { FakeCall } from './call.ts';

export interface PreviewsWorld {
  videos: Video[];
  /** Stored files by address, shared with the settings' CV and photo. */
  files: Map<string, Uint8Array>;
}

const copyAddress = (id: string) => `/media/${id}.preview.mp4`;
const posterAddress = (id: string) => `/media/${id}.preview.jpg`;

/** A film's own files: what leaves storage with it and what its visibility covers. */
export function filmFiles(video: Video): string[] {
  const subtitles = (video.subtitles ?? []).map((track) => track.url);
  return [video.url, video.preview_url, video.preview_poster_url, ...subtitles].filter(
    (url): url is string => typeof url === 'string' && url.startsWith('/media/'),
  );
}

/** Forgets the copy (and removes its files) when a film's file is replaced or the film removed. */
export function dropCopy(world: PreviewsWorld, video: Video): void {
  for (const url of [video.preview_url, video.preview_poster_url]) {
    if (url) world.files.delete(url);
  }
  Object.assign(video, { preview_url: null, preview_poster_url: null });
  if (video.video_type === 'direct') video.preview_state = 'missing';
}

/** What a visitor without a session is answered for a stored address. */
export function visitorStatus(world: PreviewsWorld, url: string): number {
  if (!world.files.has(url)) return 404;
  const owner = world.videos.find((v) => filmFiles(v).includes(url));
  return owner?.visible === false ? 404 : 200;
}

export function fakePreviewMethods(world: PreviewsWorld, write: FakeCall): PreviewsPort {
  const stored = (id: string) => {
    const video = world.videos.find((v) => v.id === id);
    if (video?.video_type !== 'direct') {
      throw new BackendError('not_found', 404, `no stored film ${id}`);
    }
    return video;
  };
  return {
    // As in Supabase mode: the browser is the maker.
    previewStatus: async (id) => ({
      state: stored(id).preview_url ? 'ready' : 'missing',
      progress: null,
      maker: 'browser',
    }),
    requestPreview: (id) =>
      write('requestPreview', [id], async () => {
        stored(id);
        throw new BackendError('bad_request', 400, 'the browser makes copies here');
      }),
    sendPreview: (id: string, copy: Blob, poster?: Blob | null) =>
      write('sendPreview', [id, copy, poster], async () => {
        const video = world.videos.find((v) => v.id === id);
        if (!video) throw new BackendError('not_found', 404, `no video ${id}`);
        if (video.video_type !== 'direct') {
          throw new BackendError('validation', 400, 'not an uploaded film');
        }
        if (copy.type !== 'video/mp4') {
          throw new BackendError('unsupported_media_type', 415, `not an MP4: ${copy.type}`);
        }
        world.files.set(copyAddress(id), new Uint8Array(await copy.arrayBuffer()));
        if (poster) world.files.set(posterAddress(id), new Uint8Array(await poster.arrayBuffer()));
        Object.assign(video, {
          preview_url: copyAddress(id),
          preview_poster_url: poster ? posterAddress(id) : null,
          preview_state: 'ready',
        });
      }),
  };
}
