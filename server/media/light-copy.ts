// The lighter copy of an uploaded film (docs/video-previews.md, src/lib/video-preview-light.ts):
// 720p, H.264 and AAC, index first, for the players on phones and slow links. Made by the preview
// maker after the preview copies, one at a time, with one ffmpeg thread.
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { lightName, lightSize, needsLightCopy } from '../../src/lib/video-preview-light.ts';
import type { LightState } from '../store/video-previews.ts';
import { probeVideo, runFfmpeg } from './ffmpeg-preview.ts';

/**
 * ffmpeg's line: the whole film at 720p (short side), its first audio track in AAC if it has one,
 * capped near 2.5 Mb/s, so a phone gets about a third of a typical 1080p export.
 */
export function lightArgs(input: string, output: string, width: number, height: number): string[] {
  return [
    ...['-nostdin', '-y', '-v', 'error', '-i', input],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn'],
    ...['-vf', `scale=${width}:${height},format=yuv420p`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'],
    ...['-maxrate', '2500k', '-bufsize', '5000k', '-threads', '1'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
    ...['-movflags', '+faststart', '-f', 'mp4', output],
  ];
}

export interface LightOutcome {
  state: LightState;
  bytes: number | null;
}

/**
 * Makes `<name>.light.mp4` beside the film when it is taller than 720p ('none' otherwise),
 * written under a temporary name, checked with ffprobe, then renamed. `keep` says whether the
 * film is still referenced once it is made (a removed film's copy is dropped).
 */
export async function makeLightCopy(
  mediaDir: string,
  name: string,
  keep: () => boolean,
): Promise<LightOutcome | null> {
  const original = join(mediaDir, name);
  const source = await probeVideo(original);
  if (!needsLightCopy(source.width, source.height)) return { state: 'none', bytes: null };
  const size = lightSize(source.width, source.height);
  const temp = join(mediaDir, `.${lightName(name)}.tmp`);
  try {
    await runFfmpeg(lightArgs(original, temp, size.width, size.height));
    const made = await probeVideo(temp);
    const fits = Math.min(made.width, made.height) <= 720 && made.videoCodec === 'h264';
    if (!fits || !made.container.split(',').includes('mp4')) throw new Error('light copy off');
    if (!keep()) return null;
    renameSync(temp, join(mediaDir, lightName(name)));
    return { state: 'ready', bytes: made.bytes };
  } finally {
    rmSync(temp, { force: true });
  }
}
