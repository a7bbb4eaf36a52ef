// Where files live in Supabase Storage, and how their public addresses are read back. Pure.
import { extensionOf, isVideoExtension, VIDEO_TYPE_BY_EXTENSION } from '../../lib/media.ts';

export const VIDEO_BUCKET = 'videos';
export const THUMBNAIL_BUCKET = 'thumbnails';
/**
 * Where a hidden direct video's file lives: no public address, signed ones only (the private-link
 * Edge Function). The row keeps its videos-bucket address, which answers 404 while hidden.
 */
export const PRIVATE_VIDEO_BUCKET = 'private-videos';
/** The same for a hidden video's poster (supabase/migrations/20261123150400_private_thumbnails.sql). */
export const PRIVATE_THUMBNAIL_BUCKET = 'private-thumbnails';

/** Films' preview copies and their poster frames (docs/video-previews.md), and a hidden film's. */
export const PREVIEW_BUCKET = 'previews';
export const PRIVATE_PREVIEW_BUCKET = 'private-previews';

/** The bucket a public bucket's file moves to while its video is hidden, and back. */
export const PRIVATE_BUCKET_OF: Readonly<Record<string, string>> = {
  [VIDEO_BUCKET]: PRIVATE_VIDEO_BUCKET,
  [THUMBNAIL_BUCKET]: PRIVATE_THUMBNAIL_BUCKET,
  [PREVIEW_BUCKET]: PRIVATE_PREVIEW_BUCKET,
};
export const CACHE_CONTROL_SECONDS = '3600';
/** Storage's resumable endpoint accepts only this chunk size (Supabase docs, resumable uploads). */
export const SUPABASE_CHUNK_BYTES = 6 * 1024 * 1024;

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function encodePath(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/');
}

/** The address Storage serves a public bucket's object at. */
export function publicObjectUrl(baseUrl: string, bucket: string, name: string): string {
  return `${trimSlash(baseUrl)}/storage/v1/object/public/${bucket}/${encodePath(name)}`;
}

/**
 * The object name inside `bucket` when `url` is one of our public addresses, else null (a
 * YouTube link, another host, another bucket): only our own files are ever removed.
 */
export function objectNameFromPublicUrl(
  url: string,
  baseUrl: string,
  bucket: string,
): string | null {
  const prefix = `${trimSlash(baseUrl)}/storage/v1/object/public/${bucket}/`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length).split(/[?#]/)[0] ?? '';
  let name: string;
  try {
    name = rest.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  if (!name || name.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    return null;
  }
  return name;
}

/**
 * The stored address behind an admin preview's signed one: a hidden video's file or poster is
 * shown to the administrator at `/storage/v1/object/sign/<private bucket>/<name>?token=…`, but its
 * row keeps the public bucket's address (where the file returns when the video is shown). Any
 * other address is returned as it is.
 */
export function storedAddress(url: string, baseUrl: string): string {
  for (const [bucket, privateBucket] of Object.entries(PRIVATE_BUCKET_OF)) {
    const prefix = `${trimSlash(baseUrl)}/storage/v1/object/sign/${privateBucket}/`;
    if (!url.startsWith(prefix)) continue;
    const name = objectNameFromPublicUrl(
      `${trimSlash(baseUrl)}/storage/v1/object/public/${bucket}/${url.slice(prefix.length)}`,
      baseUrl,
      bucket,
    );
    return name ? publicObjectUrl(baseUrl, bucket, name) : url;
  }
  return url;
}

/** A random UUID plus the original extension (the local server names files the same way). */
export function newVideoObjectName(fileName: string, uuid: string): string | null {
  const ext = extensionOf(fileName);
  return isVideoExtension(ext) ? `${uuid}.${ext}` : null;
}

/** The MIME type the bucket checks: the browser's, or the one the extension implies. */
export function videoContentType(fileName: string, browserType: string): string {
  const ext = extensionOf(fileName);
  if (isVideoExtension(ext)) return VIDEO_TYPE_BY_EXTENSION[ext];
  return browserType || 'application/octet-stream';
}

/**
 * Storage's resumable endpoint. On the hosted platform Supabase recommends the direct storage
 * hostname (<ref>.storage.supabase.co) for large uploads; other hosts are used as they are.
 */
export function resumableEndpoint(baseUrl: string): string {
  const base = trimSlash(baseUrl);
  const direct = base.replace(
    /^https:\/\/([a-z0-9]+)\.supabase\.co$/,
    'https://$1.storage.supabase.co',
  );
  return `${direct}/storage/v1/upload/resumable`;
}
