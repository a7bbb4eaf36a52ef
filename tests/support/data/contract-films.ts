// The adapter contract's stored films (src/backend/contract/previews.ts): a generated tiny MP4
// stored as an upload would store it, the preview copy and poster every backend accepts, and
// what a visitor without a session is answered.
import type { ContractFilms } from '../../../src/backend/contract/support.ts';
import { tinyPreviewMp4 } from './tiny-preview.ts';

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9,
]);

export function contractFilms(upload: () => Promise<string>, base?: string): ContractFilms {
  return {
    upload,
    copy: () => new Blob([tinyPreviewMp4() as Uint8Array<ArrayBuffer>], { type: 'video/mp4' }),
    poster: () => new Blob([JPEG], { type: 'image/jpeg' }),
    status: async (url) => {
      const response = await fetch(base ? new URL(url, base) : url);
      await response.body?.cancel();
      return response.status;
    },
  };
}
