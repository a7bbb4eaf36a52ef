// ffmpeg's line for the showreel's hero copy (src/lib/hero-copy.ts): a silent loop whose last
// second cross-fades into its first frame, so it loops without a visible jump.
import type { HeroLoop } from '../../src/lib/hero-copy.ts';

/**
 * Reads `length + join` seconds from the loop's start; plays the film from `join` on and, over
 * its last `join` seconds, fades into the film's first `join` seconds: the last frame is then
 * the first one. H.264 capped near `bitrate`, index first, no audio, one thread.
 */
export function heroArgs(
  input: string,
  output: string,
  loop: HeroLoop,
  frame: { width: number; height: number },
  bitrate: number,
): string[] {
  const { start, length, join } = loop;
  const scale = `scale=${frame.width}:${frame.height},setsar=1,format=yuv420p`;
  const graph =
    join > 0
      ? `[0:v:0]${scale},split[x][y];` +
        `[x]trim=start=${join},setpts=PTS-STARTPTS[a];` +
        `[y]trim=end=${join},setpts=PTS-STARTPTS[b];` +
        `[a][b]xfade=transition=fade:duration=${join}:offset=${length - join},format=yuv420p[v]`
      : `[0:v:0]${scale}[v]`;
  return [
    ...['-nostdin', '-y', '-v', 'error', '-ss', String(start), '-t', String(length + join)],
    ...['-i', input, '-filter_complex', graph, '-map', '[v]', '-an', '-sn', '-dn'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
    ],
    ...['-maxrate', String(bitrate), '-bufsize', String(bitrate * 2), '-threads', '1'],
    ...['-movflags', '+faststart', '-f', 'mp4', output],
  ];
}

/** The poster frame: the loop's first image, as a JPEG of the copy's size. */
export function heroPosterArgs(copy: string, output: string): string[] {
  return [
    ...['-nostdin', '-y', '-v', 'error', '-i', copy, '-frames:v', '1', '-an'],
    ...['-q:v', '3', '-threads', '1', '-f', 'image2', output],
  ];
}
