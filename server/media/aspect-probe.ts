// Every film in its own frame (docs/card.md): the local server measures each uploaded film's
// displayed size with ffprobe after its save, and at start for films stored before this version
// whose preview had not recorded it (migration 026). The row takes the size only while it still
// shows that file. Kept apart from the preview maker: the grid needs the shape even where no
// preview copy can be made, and a measure is a fraction of a second where a copy is minutes.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { displaySize } from '../../src/lib/aspect.ts';
import { mediaNameOf, VIDEO_MEDIA_NAME } from '../../src/lib/media.ts';
import type { Store } from '../store/open.ts';

interface ProbeStream {
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
}

/**
 * The size a player shows the file at: coded size, widened by its sample aspect ratio
 * (anamorphic), turned by its rotation (a phone's vertical film is often stored sideways).
 * Null when ffprobe finds no video stream or cannot read the file.
 */
export function probeDisplaySize(path: string): Promise<{ width: number; height: number } | null> {
  const args = [
    ...['-v', 'error', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=width,height,sample_aspect_ratio:stream_tags=rotate'],
    ...['-show_entries', 'stream_side_data=rotation', '-of', 'json', path],
  ];
  return new Promise((resolve) => {
    execFile('ffprobe', args, { timeout: 30_000, maxBuffer: 1024 * 1024 }, (error, stdout) => {
      if (error) return resolve(null);
      try {
        const stream = (JSON.parse(stdout) as { streams?: ProbeStream[] }).streams?.[0];
        if (!stream) return resolve(null);
        const size = displaySize(stream.width ?? 0, stream.height ?? 0, stream.sample_aspect_ratio);
        const rotation = Number(
          stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
            stream.tags?.rotate ??
            0,
        );
        const sideways = Math.abs(rotation) % 180 === 90;
        resolve(size && sideways ? { width: size.height, height: size.width } : size);
      } catch {
        resolve(null);
      }
    });
  });
}

export interface AspectProber {
  /** Measures every uploaded film whose size is unknown, one at a time. Never throws. */
  refresh(): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface AspectProberOptions {
  store: Pick<Store, 'videos' | 'mediaDir'>;
  /** Called after a round that measured a film: the pages can now draw it in its frame. */
  onMeasured: () => void;
  log?: (line: string) => void;
  /** Whether ffprobe runs here (server/media/ffmpeg-preview.ts, ffmpegAvailable). */
  ffprobe: boolean;
}

export function createAspectProber({
  store,
  onMeasured,
  log = console.log,
  ffprobe,
}: AspectProberOptions): AspectProber {
  // A file ffprobe could not read is not asked again by this process: the film keeps 16:9 until
  // the owner picks its Format d'image.
  const unreadable = new Set<string>();
  let round: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function run(): Promise<void> {
    let measured = 0;
    for (const film of store.videos.unmeasured()) {
      if (closed) break;
      const name = mediaNameOf(film.url);
      if (!name || !VIDEO_MEDIA_NAME.test(name) || unreadable.has(film.url)) continue;
      const size = await probeDisplaySize(join(store.mediaDir, name));
      if (!size) {
        unreadable.add(film.url);
        log(`FilmFolio: no size read from ${name}; it shows as 16:9`);
        continue;
      }
      if (store.videos.setSourceSize(film.id, film.url, size.width, size.height)) measured += 1;
    }
    if (measured > 0 && !closed) onMeasured();
  }

  const start = () => {
    again = false;
    round = run()
      .catch((error: unknown) => log(`FilmFolio: measuring films failed: ${error}`))
      .finally(() => {
        round = null;
        if (again && !closed) start();
      });
  };

  return {
    refresh() {
      if (closed || !ffprobe) return;
      if (round) again = true;
      else start();
    },
    async idle() {
      while (round) await round;
    },
    async close() {
      closed = true;
      await this.idle();
    },
  };
}
