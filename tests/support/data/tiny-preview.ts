// A preview copy the server accepts (docs/video-previews.md): one second of H.264 in MP4, no audio,
// 160x90. Made once per test process with ffmpeg, which `npm test` installs with the other tools.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let made: Uint8Array | null = null;

export function tinyPreviewMp4(): Uint8Array {
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), 'filmfolio-tiny-preview-'));
  try {
    const file = join(dir, 'preview.mp4');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x90:rate=10:duration=1',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-an',
      '-movflags',
      '+faststart',
      file,
    ]);
    made = new Uint8Array(readFileSync(file));
    return made;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
