// The address a player plays in this browser (docs/video-previews.md): the film's lighter copy
// on a screen at most 800 px wide or a slow connection, the original elsewhere. The choice is
// src/lib/video-preview-light.ts; this reads the screen and the connection.

import type { Video } from '../../lib/video.ts';
import { type Playback, playerSource } from '../../lib/video-preview-light.ts';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

function readPlayback(): Playback {
  const connection = (navigator as { connection?: Connection }).connection;
  return {
    viewportWidth: window.innerWidth,
    saveData: connection?.saveData === true,
    effectiveType: connection?.effectiveType,
  };
}

export function playedSource(video: Pick<Video, 'url' | 'light_url'>): string {
  return playerSource(video, readPlayback());
}
