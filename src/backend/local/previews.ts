// The local server makes preview copies itself (ffmpeg) and takes one a browser made
// (docs/video-previews.md); the poster frame comes from the copy, so none is sent.
import { API } from '../../lib/api.ts';
import type { PreviewStatus, PreviewsPort } from '../ports/previews.ts';
import type { Http } from './http.ts';

export function createLocalPreviews(http: Http): Required<PreviewsPort> {
  return {
    requestPreview: async (id) => {
      await http.json<unknown>(API.videoPreview(id), 'POST');
    },
    previewStatus: (id) => http.json<PreviewStatus>(API.previewStatus(id)),
    sendPreview: async (id, copy) => {
      await http.send(API.videoPreview(id), 'PUT', undefined, copy);
    },
  };
}
