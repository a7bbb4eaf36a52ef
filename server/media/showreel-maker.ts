// Makes the hero copy of the owner's Bande démo (src/lib/showreel.ts) when it is chosen, when its
// Début de la boucle changes, and again when the owner saves the settings after a failed copy:
// one copy at a time, after the save has answered (like the preview copies).
import type { DerivedKindName } from '../../src/lib/derived/kinds.ts';
import { mediaNameOf } from '../../src/lib/media.ts';
import { createHeroRows } from '../store/hero-copies.ts';
import type { Store } from '../store/open.ts';
import { ffmpegAvailable } from './ffmpeg-preview.ts';
import { makeHeroCopy } from './hero-maker.ts';

export interface ShowreelMakerOptions {
  store: Pick<Store, 'db' | 'videos' | 'settings' | 'mediaDir' | 'isReferencedMedia'>;
  onMade: (kind: DerivedKindName) => void;
  log?: (line: string) => void;
  /** Tests pass false to see a machine without ffmpeg: the hero then shows the poster. */
  ffmpeg?: boolean;
}

export interface ShowreelMaker {
  /** Looks at the settings and makes what the chosen film lacks. Never throws. */
  refresh(): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createShowreelMaker({
  store,
  onMade,
  log = console.log,
  ffmpeg = ffmpegAvailable(),
}: ShowreelMakerOptions): ShowreelMaker {
  const rows = createHeroRows(store.db);
  // A failed copy is tried again only after a later save of the settings ("Refaire la copie"),
  // never in a loop: the settings' updated_at each failure was seen at.
  const failedAt = new Map<string, string | null>();
  let round: Promise<void> | null = null;
  // A refresh asked while a copy is made: looked at again once it is done.
  let again = false;
  let closed = false;

  /** The film to make and its start, or null when the chosen film needs nothing. */
  function wanted(): { name: string; start: number } | null {
    const settings = store.settings.get();
    if (settings.showreel_id === '') return null;
    const video = store.videos.get(settings.showreel_id);
    if (!video?.visible || video.video_type !== 'direct') return null;
    const name = mediaNameOf(video.url);
    if (!name) return null;
    const row = rows.get(name);
    const start = settings.showreel_start;
    if (row?.state === 'ready' && row.requested_start === start) return null;
    if (failedAt.has(name) && failedAt.get(name) === settings.updated_at) return null;
    return { name, start };
  }

  async function run(): Promise<void> {
    again = false;
    for (let next = wanted(); next && !closed; next = wanted()) {
      const seen = store.settings.get().updated_at;
      const made = await makeHeroCopy({ store, onMade, log }, next.name, next.start);
      if (!made) failedAt.set(next.name, seen);
    }
  }

  function refresh() {
    if (!ffmpeg || closed) return;
    if (round) {
      again = true;
      return;
    }
    round = run()
      .catch((error: unknown) => log(`FilmFolio: showreel maker stopped (${String(error)})`))
      .finally(() => {
        round = null;
        if (again && !closed) refresh();
      });
  }

  return {
    refresh,
    idle: async () => {
      while (round) await round;
    },
    async close() {
      closed = true;
      await round;
    },
  };
}
