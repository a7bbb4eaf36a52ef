// Where files live in Supabase Storage, and how their public addresses are read back. Pure.
import { ACCEPTED_EXTENSIONS } from '../../lib/video.ts';

export const VIDEO_BUCKET = 'videos';
export const THUMBNAIL_BUCKET = 'thumbnails';
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const CACHE_CONTROL_SECONDS = '3600';
/** Storage's resumable endpoint accepts only this chunk size (Supabase docs, resumable uploads). */
export const SUPABASE_CHUNK_BYTES = 6 * 1024 * 1024;

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

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

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** A random UUID plus the original extension (spec section 7, upload). */
export function newVideoObjectName(fileName: string, uuid: string): string | null {
  const ext = extensionOf(fileName);
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext) ? `${uuid}.${ext}` : null;
}

/** The MIME type the bucket checks: the browser's, or the one the extension implies. */
export function videoContentType(fileName: string, browserType: string): string {
  return VIDEO_TYPES[extensionOf(fileName)] ?? (browserType || 'application/octet-stream');
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
