// ffmpeg and ffprobe, as the local server uses them for preview copies (docs/video-previews.md).
// Run as child processes with one thread each: the machine serves visitors meanwhile.
import { spawn, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { type Excerpt, PREVIEW_MAX_WIDTH, type PreviewProbe } from '../../src/lib/video-preview.ts';

/** Whether `ffmpeg` and `ffprobe` run on this machine (checked once per process). */
let found: boolean | undefined;
export function ffmpegAvailable(): boolean {
  found ??= ['ffmpeg', 'ffprobe'].every(
    (tool) => spawnSync(tool, ['-version'], { stdio: 'ignore' }).status === 0,
  );
  return found;
}

function run(
  command: string,
  args: string[],
  onLine?: (line: string) => void,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onLine) {
        stdout += chunk;
        return;
      }
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // The last lines say why it failed; the rest is kept short.
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${command} exited with ${code}: ${stderr.trim().slice(-500)}`));
    });
  });
}

interface ProbeJson {
  streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number }>;
  format?: { format_name?: string; duration?: string };
}

/** What ffprobe reads in a file, by its content (the name is not looked at). */
export async function probeVideo(path: string): Promise<PreviewProbe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height:format=format_name,duration',
    '-of',
    'json',
    path,
  ]);
  const json = JSON.parse(stdout) as ProbeJson;
  const streams = json.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  return {
    bytes: statSync(path).size,
    container: json.format?.format_name ?? '',
    videoCodec: video?.codec_name ?? null,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    duration: Number(json.format?.duration ?? 0),
  };
}

/**
 * ffmpeg's arguments for the preview copy: video only, at most 640 px wide (even sides), H.264
 * with the index at the start (iOS Safari plays it while it downloads), capped near 700 kb/s so
 * 15 s stay under 1.5 MB. The bench runs the same line to measure its cost.
 */
export function previewArgs(input: string, output: string, excerpt: Excerpt): string[] {
  return [
    ...['-nostdin', '-y', '-v', 'error', '-ss', String(excerpt.start), '-i', input],
    ...['-t', String(excerpt.length), '-map', '0:v:0', '-an', '-sn', '-dn'],
    ...['-vf', `scale='trunc(min(${PREVIEW_MAX_WIDTH},iw)/2)*2':-2,format=yuv420p`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '27', '-profile:v', 'high'],
    ...['-maxrate', '700k', '-bufsize', '1400k', '-threads', '1'],
    ...['-movflags', '+faststart', '-f', 'mp4', output],
  ];
}

/** Writes the preview copy; `onProgress` gets the share done, 0 to 1. */
export async function encodePreview(
  input: string,
  output: string,
  excerpt: Excerpt,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  const total = excerpt.length * 1_000_000;
  const args = previewArgs(input, output, excerpt);
  // ffmpeg reports its progress on stdout, before the output name.
  args.splice(args.length - 1, 0, '-progress', 'pipe:1');
  await run('ffmpeg', args, (line) => {
    const match = /^out_time_us=(\d+)/.exec(line);
    if (match) onProgress(Math.min(1, Number(match[1]) / total));
  });
}

/** Runs ffmpeg with these arguments; rejects with its last lines when it fails. */
export async function runFfmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', args);
}

/** The poster frame: the excerpt's first image, as a JPEG of the preview's size. */
export async function encodePoster(input: string, output: string, start: number): Promise<void> {
  await run('ffmpeg', [
    ...['-nostdin', '-y', '-v', 'error', '-ss', String(start), '-i', input],
    ...['-frames:v', '1', '-an'],
    ...['-vf', `scale='trunc(min(${PREVIEW_MAX_WIDTH},iw)/2)*2':-2`],
    ...['-q:v', '4', '-threads', '1', '-f', 'image2', output],
  ]);
}
