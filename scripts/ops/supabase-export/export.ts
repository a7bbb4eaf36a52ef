import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DB_FILE_NAME, openDatabase } from '../../../server/store/db.ts';
import { createLinkStore } from '../../../server/store/links.ts';
import { createSettingsStore } from '../../../server/store/settings.ts';
import { createStatisticsStore } from '../../../server/store/statistics.ts';
import { createVideoStore } from '../../../server/store/videos.ts';
import { createProjectClient, type ProjectConfig } from './client.ts';
import { linksStep } from './links-step.ts';
import { settingsStep } from './settings-step.ts';
import { statisticsStep } from './statistics-step.ts';
import { type ExportStep, type LocalSite, type StepSummary, videosStep } from './steps.ts';

/**
 * The steps in the order they run: videos (files, then rows), the private links (which point at
 * the videos), the site settings, then the audience counts.
 */
export const EXPORT_STEPS: readonly ExportStep[] = [
  videosStep,
  linksStep,
  settingsStep,
  statisticsStep,
];

export interface ExportOptions {
  dataDir: string;
  project: ProjectConfig;
  steps?: readonly ExportStep[];
  log?: (line: string) => void;
}

export function readLocalSite(dataDir: string): LocalSite {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, DB_FILE_NAME)))
    throw new Error(`no FilmFolio database in ${dir} (set DATA_DIR)`);
  const db = openDatabase({ dataDir: dir });
  try {
    const mediaDir = join(dir, 'media');
    const hashes = new Map(
      db
        .prepare('SELECT id, password_hash FROM private_links')
        .all()
        .map((row) => [
          String(row.id),
          row.password_hash === null ? null : String(row.password_hash),
        ]),
    );
    return {
      videos: createVideoStore(db).list(),
      links: createLinkStore(db)
        .list()
        .map((link) => ({ ...link, password_hash: hashes.get(link.id) ?? null })),
      settings: createSettingsStore(db).get(),
      statistics: createStatisticsStore(db).counts(),
      mediaDir,
      fileSize: (name) => {
        const path = join(mediaDir, name);
        if (!existsSync(path))
          throw new Error(`media file ${name} is referenced but missing from ${mediaDir}`);
        return statSync(path).size;
      },
    };
  } finally {
    db.close();
  }
}

/** Copies the local site into the project, step by step; returns what each step did. */
export async function exportToSupabase(options: ExportOptions): Promise<StepSummary[]> {
  const local = readLocalSite(options.dataDir);
  const project = createProjectClient(options.project);
  const log = options.log ?? (() => {});
  const summaries: StepSummary[] = [];
  for (const step of options.steps ?? EXPORT_STEPS) {
    log(`export: ${step.name}`);
    summaries.push(await step.run({ local, project, log }));
  }
  return summaries;
}

/** Lines for the terminal: what was copied and what was already there, per step. */
export function formatSummary(summaries: readonly StepSummary[]): string[] {
  const lines: string[] = [];
  let copiedAnything = false;
  for (const summary of summaries) {
    const copied = Object.entries(summary.copied).map(([what, n]) => `${n} ${what}`);
    const kept = Object.entries(summary.kept).map(([what, n]) => `${n} ${what}`);
    lines.push(
      `${summary.step}: ${copied.join(', ')}; ${kept.join(', ')}; ${(summary.bytes / 1e6).toFixed(1)} MB sent`,
    );
    for (const note of summary.notes ?? []) lines.push(`${summary.step}: ${note}`);
    if (Object.values(summary.copied).some((n) => n > 0)) copiedAnything = true;
  }
  lines.push(copiedAnything ? 'export complete' : 'nothing to copy: the project is up to date');
  return lines;
}
