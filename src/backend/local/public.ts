// The local server's public side: the video list the landing page revalidates with, and the
// contact form. It ships in the landing bundle, so it stays tiny (no zod, no tus).
import { API, type ContactInput } from '../../lib/api.ts';
import { sortVideos } from '../../lib/layout.ts';
import { isVideo, normaliseVideo } from '../../lib/video-shape.ts';
import type { ContactSink, ContentSource } from '../port.ts';
import { errorFromResponse, networkError } from './http.ts';

const LIST_TIMEOUT_MS = 8000;
const CONTACT_TIMEOUT_MS = 15_000;

export function createLocalContentSource(baseUrl = ''): ContentSource {
  return {
    async listVideos() {
      const response = await fetch(`${baseUrl}${API.videos}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`GET ${API.videos}: ${response.status}`);
      const body: unknown = await response.json();
      if (!Array.isArray(body) || !body.every(isVideo)) throw new Error('unexpected video list');
      return sortVideos(body.map(normaliseVideo));
    },
  };
}

/** POST /api/contact; the server drops a filled honeypot itself and still answers 201. */
export function createLocalContactSink(baseUrl = ''): ContactSink {
  return {
    async sendContactMessage(input: ContactInput) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${API.contact}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(CONTACT_TIMEOUT_MS),
        });
      } catch (error) {
        throw networkError(error);
      }
      if (!response.ok) throw await errorFromResponse(response);
      await response.body?.cancel();
    },
  };
}
