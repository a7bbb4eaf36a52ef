// One step per kind of content. Each reads the local site, compares with the project, and copies
// only the difference: files before the rows that point at them, so an interrupted run never
// leaves a row whose file is missing, and the next run continues where this one stopped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteSettings } from '../../../src/lib/site-settings.ts';
import type { DailyCount } from '../../../src/lib/statistics/counts.ts';
import type { Video } from '../../../src/lib/video.ts';
import type { ProjectClient } from './client.ts';
import type { LocalLink } from './links-plan.ts';
import {
  contentTypeFor,
  counterpartOf,
  type PlannedFile,
  planFiles,
  planRows,
  referencedFiles,
  remoteVideos,
  storageBucketFor,
} from './plan.ts';

export interface LocalSite {
  videos: Video[];
  links: LocalLink[];
  /** The audience counts, one row per day and item. */
  statistics: DailyCount[];
  settings: SiteSettings;
  mediaDir: string;
  fileSize: (name: string) => number;
}

export interface StepContext {
  local: LocalSite;
  project: ProjectClient;
  log: (line: string) => void;
}

export interface StepSummary {
  step: string;
  /** What was copied this run, by kind ("files uploaded": 3). */
  copied: Record<string, number>;
  /** What was already there. */
  kept: Record<string, number>;
  bytes: number;
  /** What the administrator must do by hand after this step, one line each. */
  notes?: string[];
}

export interface ExportStep {
  name: string;
  run(context: StepContext): Promise<StepSummary>;
}

export class ForeignContent extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForeignContent';
  }
}

async function copyFiles({ local, project, log }: StepContext, files: PlannedFile[]) {
  const buckets = [
    ...new Set(files.flatMap((file) => [file.bucket, counterpartOf(file.bucket) ?? file.bucket])),
  ];
  const remote = (await Promise.all(buckets.map((bucket) => project.objects(bucket)))).flat();
  const plan = planFiles(files, remote);
  let bytes = 0;
  for (const [index, file] of plan.upload.entries()) {
    log(
      `export: ${index + 1}/${plan.upload.length} ${file.bucket}/${file.name} (${(file.size / 1e6).toFixed(1)} MB)`,
    );
    await project.upload(
      file.bucket,
      file.name,
      readFileSync(join(local.mediaDir, file.name)),
      file.contentType,
    );
    bytes += file.size;
  }
  // Only once the file is where it belongs, so it is never missing from both buckets.
  for (const bucket of new Set(plan.misplaced.map((object) => object.bucket))) {
    const names = plan.misplaced.filter((o) => o.bucket === bucket).map((o) => o.name);
    log(
      `export: removing ${names.length} file(s) from ${bucket}, their video's visibility changed`,
    );
    await project.remove(bucket, names);
  }
  return {
    uploaded: plan.upload.length,
    present: plan.present.length,
    removed: plan.misplaced.length,
    bytes,
  };
}

/** Videos with their order, layout and small-format flag; their files and posters into Storage. */
export const videosStep: ExportStep = {
  name: 'videos',
  async run(context) {
    const { local, project } = context;
    const wanted = remoteVideos(local.videos, project.base);
    const rows = planRows(wanted, await project.videos());
    if (rows.foreign.length > 0) {
      throw new ForeignContent(
        `the project already holds ${rows.foreign.length} video(s) this site did not export ` +
          `(${rows.foreign.slice(0, 3).join(', ')}): export into a project with no other videos`,
      );
    }
    const files = referencedFiles(local.videos).map(({ name, hidden }) => ({
      name,
      bucket: storageBucketFor(name, hidden),
      contentType: contentTypeFor(name),
      size: local.fileSize(name),
    }));
    const copied = await copyFiles(context, files);
    await project.insertVideos(rows.insert);
    for (const row of rows.update) await project.updateVideo(row);
    return {
      step: 'videos',
      copied: {
        'files uploaded': copied.uploaded,
        'videos inserted': rows.insert.length,
        'videos updated': rows.update.length,
        ...(copied.removed > 0 ? { 'files removed from the other bucket': copied.removed } : {}),
      },
      kept: { 'files already there': copied.present, 'videos unchanged': rows.unchanged },
      bytes: copied.bytes,
    };
  },
};
