// The local server's videos: /api/admin/videos and /api/videos/*, tus uploads to /api/uploads/.
import { API } from '../../lib/api.ts';
import type { Layout, Video, VideoInput } from '../../lib/video.ts';
import type { VideosPort } from '../ports/videos.ts';
import type { Http } from './http.ts';
import { tusUpload } from './upload.ts';

export function createLocalVideos(http: Http, baseUrl: string): VideosPort {
  return {
    listVideos: () => http.json<Video[]>(API.adminVideos),
    createVideo: (input: VideoInput) => http.json<Video>(API.videos, 'POST', input),
    updateVideo: (id, input) => http.json<Video>(API.video(id), 'PUT', input),
    deleteVideo: (id) => http.empty(API.video(id), 'DELETE'),
    reorderVideos: (ids) => http.empty(API.order, 'PUT', { ids }),
    setLayout: (id, layout: Layout) => http.json<Video>(API.video(id), 'PATCH', { layout }),
    setKeepSmallFormat: (id, keepSmallFormat) =>
      http.json<Video>(API.video(id), 'PATCH', { keep_small_format: keepSmallFormat }),
    setVisible: (id, visible) => http.json<Video>(API.video(id), 'PATCH', { visible }),
    uploadVideo: (file, uploadOptions) => tusUpload(baseUrl, file, uploadOptions),
    uploadThumbnail: (image) =>
      http.json<{ url: string }>(API.thumbnails, 'POST', undefined, image),
  };
}
