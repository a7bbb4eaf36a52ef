// The local server makes preview copies itself (ffmpeg), or takes the ones the admin's browser
// made where its owner chose so (PREVIEW_MAKER=browser, docs/video-previews.md): the status says
// which. The poster frame comes from the copy, so none is sent.
import { API } from '../../lib/api.ts';
import type { PreviewStatus, PreviewsPort } from '../ports/previews.ts';
import type { Http } from './http.ts';

export function createLocalPreviews(http: Http): PreviewsPort {
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
