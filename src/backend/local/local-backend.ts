// The AdminBackend of the embedded server, assembled from one file per feature (fetch /api/*,
// tus uploads to /api/uploads/).
import type { AdminBackend } from '../port.ts';
import { createHttp, type FetchLike } from './http.ts';
import { createLocalLinks } from './links.ts';
import { createLocalMessages } from './messages.ts';
import { createLocalPreviews } from './previews.ts';
import { createLocalSession } from './session.ts';
import { createLocalSettings } from './settings.ts';
import { createLocalStatistics } from './statistics.ts';
import { createLocalSubtitles } from './subtitles.ts';
import { createLocalVideos } from './videos.ts';

export interface LocalBackendOptions {
  /** Origin of the server; empty (same origin) in the browser. */
  baseUrl?: string;
  fetch?: FetchLike;
}

export function createLocalBackend(options: LocalBackendOptions = {}): AdminBackend {
  const baseUrl = options.baseUrl ?? '';
  const http = createHttp(baseUrl, options.fetch ?? ((input, init) => fetch(input, init)));
  return {
    ...createLocalSession(http),
    ...createLocalVideos(http, baseUrl),
    ...createLocalPreviews(http),
    ...createLocalSettings(http),
    ...createLocalMessages(http),
    ...createLocalLinks(http),
    ...createLocalStatistics(http),
    ...createLocalSubtitles(http),
  };
}
