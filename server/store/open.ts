import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { seedDemoContent } from '../demo/seed.ts';
import { seedDemoSettings } from '../demo/seed-settings.ts';
import { openDatabase } from './db.ts';
import { createLinkStore, type LinkStore } from './links.ts';
import { createMessageStore, type MessageStore } from './messages.ts';
import { createSettingsStore, type SettingsStore } from './settings.ts';
import { createStatisticsStore, type StatisticsStore } from './statistics.ts';
import { createStillStore, type StillStore } from './stills.ts';
import { createVideoStore, type VideoStore } from './videos.ts';

export interface StoreOptions {
  dataDir: string;
  /** Seed the demo videos into a fresh data folder (off with DEMO_CONTENT=0). */
  demo: boolean;
  /**
   * The repository root (holds server/store/migrations and demo/media). Defaults to this file's
   * location; code bundled elsewhere (astro build) passes it.
   */
  root?: string;
}

export interface Store {
  db: DatabaseSync;
  videos: VideoStore;
  messages: MessageStore;
  settings: SettingsStore;
  links: LinkStore;
  /** Audience counts (server/routes/statistics.ts). */
  statistics: StatisticsStore;
  /** Stills of films (docs/stills.md). */
  stills: StillStore;
  /** Whether a video row or the settings (CV, photo) point at this media file. */
  isReferencedMedia(name: string): boolean;
  /** Whether anyone may fetch it: a visible video's file or the settings' (not a hidden video's). */
  isPublicMedia(name: string): boolean;
  dataDir: string;
  /** Uploaded and seeded files, served at /media/<name>. */
  mediaDir: string;
  close(): void;
}

const DEFAULT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Opens the data folder: SQLite file, migrations, demo seed on first use. */
export function openStore({ dataDir, demo, root = DEFAULT_ROOT }: StoreOptions): Store {
  const absoluteDataDir = resolve(dataDir);
  const mediaDir = join(absoluteDataDir, 'media');
  const db = openDatabase({
    dataDir: absoluteDataDir,
    migrationsDir: join(root, 'server', 'store', 'migrations'),
  });
  const videos = createVideoStore(db);
  try {
    mkdirSync(mediaDir, { recursive: true, mode: 0o700 });
    if (demo) {
      seedDemoContent(db, { sourceDir: join(root, 'demo', 'media'), mediaDir });
      seedDemoSettings(db, { sourceDir: join(root, 'demo', 'media'), mediaDir });
    }
    videos.fillMissingSlugs();
  } catch (error) {
    db.close();
    throw error;
  }
  const settings = createSettingsStore(db);
  return {
    db,
    videos,
    messages: createMessageStore(db),
    settings,
    links: createLinkStore(db),
    statistics: createStatisticsStore(db),
    stills: createStillStore(db),
    isReferencedMedia: (name) => videos.isReferencedMedia(name) || settings.isReferencedMedia(name),
    isPublicMedia: (name) => videos.isPublicMedia(name) || settings.isReferencedMedia(name),
    dataDir: absoluteDataDir,
    mediaDir,
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}
