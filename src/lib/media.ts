// Which files the site stores and serves: types, extensions, size limits, names and addresses.
// The one home of these rules for the browser, the server and both adapters. The Supabase
// buckets repeat the limits and types in SQL (supabase/migrations/20261122090300_storage.sql);
// media.test.ts reads that file and fails when the two disagree.

/** 50 MB: the largest video file an administrator may upload. */
export const MAX_VIDEO_BYTES = 52_428_800;
/** 10 MB: the largest CV (a PDF). */
export const MAX_CV_BYTES = 10_485_760;
/** 5 MB: the largest portrait photo of the about section. */
export const MAX_PHOTO_BYTES = 5_242_880;
/** 2 MB: the largest poster image (uploaded, or copied from YouTube by the server). */
export const MAX_IMAGE_BYTES = 2_097_152;

export const VIDEO_TYPE_BY_EXTENSION = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
} as const;
export type VideoExtension = keyof typeof VIDEO_TYPE_BY_EXTENSION;
export const VIDEO_EXTENSIONS = Object.keys(VIDEO_TYPE_BY_EXTENSION) as VideoExtension[];
export const VIDEO_MIME_TYPES = Object.values(VIDEO_TYPE_BY_EXTENSION);

/** The extension a stored image gets for each accepted type. */
export const IMAGE_EXTENSION_BY_TYPE = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageMimeType = keyof typeof IMAGE_EXTENSION_BY_TYPE;
export const IMAGE_MIME_TYPES = Object.keys(IMAGE_EXTENSION_BY_TYPE) as ImageMimeType[];
/** jpeg as well as jpg: names written before the server settled on jpg are still served. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** Content-Type to serve each stored extension with. */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  ...VIDEO_TYPE_BY_EXTENSION,
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  // A film's subtitle files (docs/subtitles.md), served beside it.
  vtt: 'text/vtt; charset=utf-8',
};

const UUID = '[0-9a-f-]{36}';
const alternatives = (list: readonly string[]) => `(${list.join('|')})`;

/** Names the server gives stored files: a UUID and a known extension, nothing else. */
export const MEDIA_NAME = new RegExp(
  `^${UUID}\\.${alternatives([...VIDEO_EXTENSIONS, ...IMAGE_EXTENSIONS, 'pdf'])}$`,
);
export const VIDEO_MEDIA_NAME = new RegExp(`^${UUID}\\.${alternatives(VIDEO_EXTENSIONS)}$`);
export const IMAGE_MEDIA_NAME = new RegExp(`^${UUID}\\.${alternatives(IMAGE_EXTENSIONS)}$`);

const MEDIA_PATH = /^\/media\/([^/?#]+)$/;

/** The public address of a stored file. */
export const mediaUrl = (name: string): string => `/media/${name}`;

/** The stored file name a /media/<name> address points at, or null for anything else. */
export function mediaNameOf(url: string | null | undefined): string | null {
  const name = url ? MEDIA_PATH.exec(url)?.[1] : undefined;
  return name && MEDIA_NAME.test(name) ? name : null;
}

/** The lower-case extension of a file name; '' when it has none ('mp4' alone has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function isVideoExtension(extension: string): extension is VideoExtension {
  return Object.hasOwn(VIDEO_TYPE_BY_EXTENSION, extension);
}

export function isImageMimeType(type: string): type is ImageMimeType {
  return Object.hasOwn(IMAGE_EXTENSION_BY_TYPE, type);
}

/** The file picker's accept attribute: the types and the extensions. */
export const VIDEO_FILE_ACCEPT = [
  ...VIDEO_MIME_TYPES,
  ...VIDEO_EXTENSIONS.map((ext) => `.${ext}`),
].join(',');

/** The largest CV and photo, by the settings' file kind. */
export const SETTINGS_FILE_MAX_BYTES = { cv: MAX_CV_BYTES, photo: MAX_PHOTO_BYTES } as const;
/** The type each stored settings file is served with, for Storage uploads. */
export const SETTINGS_FILE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
