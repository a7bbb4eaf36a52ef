// What an export must do, from what the local site holds and what the project already has. Pure:
// the same inputs give the same plan, which is what makes a second run copy nothing.

import {
  PREVIEW_BUCKET,
  PRIVATE_BUCKET_OF,
  publicObjectUrl,
  THUMBNAIL_BUCKET,
  VIDEO_BUCKET,
} from '../../../src/backend/supabase/storage.ts';
import { CREDIT_FIELDS, type Credits } from '../../../src/lib/credits.ts';
import { originalOfFilmCopy } from '../../../src/lib/derived/kinds.ts';
import {
  extensionOf,
  isVideoExtension,
  MEDIA_CONTENT_TYPES,
  mediaNameOf,
} from '../../../src/lib/media.ts';
import { type PressQuote, pressOf } from '../../../src/lib/press.ts';
import type { Video } from '../../../src/lib/video.ts';

/** A stored file's name from its /media/ address: an original, or a film's preview copy. */
function storedNameOf(url: string | null | undefined): string | null {
  const name = url?.startsWith('/media/') ? url.slice('/media/'.length) : null;
  return mediaNameOf(url) ?? (name && originalOfFilmCopy(name) ? name : null);
}

/** A file of the local media folder and where it goes in Storage. */
export interface PlannedFile {
  name: string;
  bucket: string;
  contentType: string;
  size: number;
}

export interface RemoteObject {
  bucket: string;
  name: string;
  size: number | null;
}

/** The columns of public.videos the export writes (id kept, so a run can recognise its rows). */
export interface RemoteVideo
  extends Credits,
    Pick<Video, 'id' | 'title' | 'description' | 'url' | 'video_type' | 'thumbnail_url'> {
  /** The rest is always given in the project: positions 0..n-1, a layout, flags as booleans. */
  order_position: number;
  layout: string;
  keep_small_format: boolean;
  /** A hidden video stays hidden in the project (supabase/migrations/*_video_visibility.sql). */
  visible: boolean;
  /** The film page's address: the same in the project, so shared links keep working. */
  slug: string;
  /** The preview copy and where its excerpt starts (docs/video-previews.md). */
  preview_start: number;
  preview_url: string | null;
  preview_poster_url: string | null;
  /** The film's press quotes (a jsonb list in the project). */
  press: PressQuote[];
  /** The film's frame (src/lib/aspect.ts): Format d'image, its measured size, Remplir le cadre. */
  aspect_ratio: string;
  source_width: number | null;
  source_height: number | null;
  fill_frame: boolean;
}

/** The public bucket of a file by its kind; rows always name this one (the address). */
export function bucketFor(name: string): string {
  if (originalOfFilmCopy(name)) return PREVIEW_BUCKET;
  return isVideoExtension(extensionOf(name)) ? VIDEO_BUCKET : THUMBNAIL_BUCKET;
}

/**
 * Where the file's bytes go: a file only hidden videos use lives in the private counterpart
 * under the same name, as the admin's visibility switch leaves it (docs/supabase.md, section 11).
 */
export function storageBucketFor(name: string, hidden: boolean): string {
  const bucket = bucketFor(name);
  return hidden ? (PRIVATE_BUCKET_OF[bucket] ?? bucket) : bucket;
}

/** The other bucket a file of this bucket may sit in (public <-> private). */
export function counterpartOf(bucket: string): string | null {
  const publicOf = Object.entries(PRIVATE_BUCKET_OF).find(([, p]) => p === bucket)?.[0];
  return PRIVATE_BUCKET_OF[bucket] ?? publicOf ?? null;
}

export function contentTypeFor(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return MEDIA_CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** A stored address in the project's terms: /media/<name> becomes the object's public URL. */
export function rewriteAddress(url: string | null, baseUrl: string): string | null {
  if (url === null) return null;
  const name = storedNameOf(url);
  return name ? publicObjectUrl(baseUrl, bucketFor(name), name) : url;
}

/** The rows the project should hold: local order as positions 0..n-1, addresses rewritten. */
export function remoteVideos(local: readonly Video[], baseUrl: string): RemoteVideo[] {
  return local.map((video, position) => ({
    id: video.id,
    title: video.title,
    description: video.description,
    url: rewriteAddress(video.url, baseUrl) ?? video.url,
    video_type: video.video_type,
    thumbnail_url: rewriteAddress(video.thumbnail_url, baseUrl),
    order_position: position,
    layout: video.layout ?? 'normal',
    keep_small_format: video.keep_small_format === true,
    visible: video.visible !== false,
    slug: video.slug ?? '',
    preview_start: video.preview_start ?? 0,
    preview_url: rewriteAddress(video.preview_url ?? null, baseUrl),
    preview_poster_url: rewriteAddress(video.preview_poster_url ?? null, baseUrl),
    press: pressOf(video.press),
    aspect_ratio: video.aspect_ratio ?? 'auto',
    source_width: video.source_width ?? null,
    source_height: video.source_height ?? null,
    fill_frame: video.fill_frame === true,
    ...creditsOf(video),
  }));
}

function creditsOf(video: Video): Credits {
  const credits = {} as Record<keyof Credits, string | number | null>;
  for (const field of CREDIT_FIELDS) credits[field] = video[field] ?? null;
  return credits as Credits;
}

export interface ReferencedFile {
  name: string;
  /** True when only hidden videos use it: its bytes go to the private bucket. */
  hidden: boolean;
}

/** Every media file the local videos reference (video, poster, preview copy), once, by name. */
export function referencedFiles(local: readonly Video[]): ReferencedFile[] {
  const hidden = new Map<string, boolean>();
  for (const video of local) {
    for (const url of [
      video.url,
      video.thumbnail_url,
      video.preview_url,
      video.preview_poster_url,
    ]) {
      const name = storedNameOf(url);
      if (name) hidden.set(name, (hidden.get(name) ?? true) && video.visible === false);
    }
  }
  return [...hidden.keys()].sort().map((name) => ({ name, hidden: hidden.get(name) === true }));
}

export interface FilePlan {
  upload: PlannedFile[];
  present: PlannedFile[];
  /** Copies in the other bucket (a video hidden or shown since the last run): removed after. */
  misplaced: RemoteObject[];
}

/**
 * Storage writes an object whole or not at all, so an object of the right size is taken as
 * copied; one of another size is uploaded again over it. A copy of the file in the counterpart
 * bucket is misplaced: a public copy of a hidden video's file would be readable by anyone.
 */
export function planFiles(
  files: readonly PlannedFile[],
  remote: readonly RemoteObject[],
): FilePlan {
  const byKey = new Map(remote.map((o) => [`${o.bucket}/${o.name}`, o]));
  const plan: FilePlan = { upload: [], present: [], misplaced: [] };
  for (const file of files) {
    const size = byKey.get(`${file.bucket}/${file.name}`)?.size;
    (size === file.size ? plan.present : plan.upload).push(file);
    const other = counterpartOf(file.bucket);
    const stray = other ? byKey.get(`${other}/${file.name}`) : undefined;
    if (stray) plan.misplaced.push(stray);
  }
  return plan;
}

export interface RowPlan {
  insert: RemoteVideo[];
  update: RemoteVideo[];
  unchanged: number;
  /** Rows of the project that this site did not write: the export stops rather than mix. */
  foreign: string[];
}

const COLUMNS: ReadonlyArray<keyof RemoteVideo> = [
  'title',
  'description',
  'url',
  'video_type',
  'thumbnail_url',
  'order_position',
  'layout',
  'keep_small_format',
  'visible',
  'slug',
  'preview_start',
  'preview_url',
  'preview_poster_url',
  'aspect_ratio',
  'source_width',
  'source_height',
  'fill_frame',
  ...CREDIT_FIELDS,
  'press',
];

/** Whether a column holds the same value there; quotes are lists, read back in any key order. */
const sameValue = (column: keyof RemoteVideo, there: RemoteVideo, row: RemoteVideo): boolean =>
  column === 'press'
    ? JSON.stringify(pressOf(there.press)) === JSON.stringify(pressOf(row.press))
    : there[column] === row[column];

export function planRows(
  wanted: readonly RemoteVideo[],
  existing: readonly RemoteVideo[],
): RowPlan {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const ours = new Set(wanted.map((row) => row.id));
  const plan: RowPlan = { insert: [], update: [], unchanged: 0, foreign: [] };
  for (const row of wanted) {
    const there = byId.get(row.id);
    if (!there) plan.insert.push(row);
    else if (COLUMNS.some((column) => !sameValue(column, there, row))) plan.update.push(row);
    else plan.unchanged += 1;
  }
  plan.foreign = existing.filter((row) => !ours.has(row.id)).map((row) => row.id);
  return plan;
}
