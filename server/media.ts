/** Names the server itself gives stored files: a UUID and a known extension, nothing else. */
export const MEDIA_NAME = /^[0-9a-f-]{36}\.(mp4|webm|mov|jpg|jpeg|png|webp)$/;

export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The public address of a stored file. */
export const mediaUrl = (name: string): string => `/media/${name}`;
