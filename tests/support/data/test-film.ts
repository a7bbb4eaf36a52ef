// Films made with ffmpeg for the preview tests: moving test patterns with fine detail (so the
// encoder has real work), at the size and length a test asks for, with or without sound.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export interface TestFilmOptions {
  seconds: number;
  width: number;
  height: number;
  /** A sine tone as the sound track. */
  audio?: boolean;
  /** mp4 (H.264) or webm (VP8). */
  format?: 'mp4' | 'webm';
  /** H.264 quality: lower is larger (the bench's real-size film uses a low one). */
  crf?: number;
}

/** Writes the film into `dir` and returns its path. */
export function makeTestFilm(dir: string, name: string, options: TestFilmOptions): string {
  const { seconds, width, height, audio = true, format = 'mp4', crf = 30 } = options;
  const path = join(dir, name);
  const video = `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`;
  const codec =
    format === 'webm'
      ? ['-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-cpu-used', '8']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', String(crf), '-pix_fmt', 'yuv420p'];
  execFileSync(
    'ffmpeg',
    [
      ...['-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', video],
      ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
      ...codec,
      ...(audio ? ['-c:a', format === 'webm' ? 'libvorbis' : 'aac', '-shortest'] : ['-an']),
      ...['-threads', '1', path],
    ],
    { stdio: 'ignore' },
  );
  return path;
}
