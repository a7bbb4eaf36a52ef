// The size of a chosen file as the browser shows it (rotation and pixel shape applied), read
// from its metadata while the owner fills the form: Supabase mode has no ffprobe, and the local
// server measures again and keeps its own figure (server/media/aspect-probe.ts).
import { sourceSize } from '../../../lib/aspect.ts';

const TIMEOUT_MS = 15_000;

export function readFilmSize(file: Blob): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'metadata';
  return new Promise<{ width: number; height: number } | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), TIMEOUT_MS);
    video.addEventListener('loadedmetadata', () => {
      clearTimeout(timer);
      resolve(sourceSize(video.videoWidth, video.videoHeight));
    });
    video.addEventListener('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    video.src = url;
  }).finally(() => {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  });
}
