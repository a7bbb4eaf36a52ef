// The admin's browser makes an uploaded film's preview copy with WebCodecs through mediabunny
// (docs/video-previews.md). mediabunny is imported only here and only when a copy is made, so
// no public page and no admin page that makes no copy downloads it.

import type { AdminBackend } from '../../../backend/port.ts';
import {
  avcProbeConfig,
  BROWSER_PREVIEW_KEY_FRAME_SECONDS,
  browserPreviewPlan,
  choosePreviewMaker,
} from '../../../lib/browser-preview.ts';
import { capturePosterFrame } from './poster-frame.ts';

/** Whether this browser encodes H.264 through WebCodecs (Chromium and Edge do; see the docs). */
export async function canEncodePreview(): Promise<boolean> {
  if (typeof VideoEncoder === 'undefined' || typeof VideoDecoder === 'undefined') return false;
  try {
    return (await VideoEncoder.isConfigSupported(avcProbeConfig())).supported === true;
  } catch {
    return false;
  }
}

/** Encodes the copy: silent H.264 in MP4 with the index first, ≤ 640 px, ≤ 15 s from `start`. */
export async function encodePreview(
  file: Blob,
  start: number,
  onProgress?: (share: number) => void,
): Promise<Blob> {
  const mb = await import('mediabunny');
  const input = new mb.Input({ source: new mb.BlobSource(file), formats: mb.ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new Error('no video track');
    const duration = await input.computeDuration();
    const plan = browserPreviewPlan(
      { width: track.displayWidth, height: track.displayHeight, duration: duration || null },
      start,
    );
    const target = new mb.BufferTarget();
    const output = new mb.Output({
      format: new mb.Mp4OutputFormat({ fastStart: 'in-memory' }),
      target,
    });
    const conversion = await mb.Conversion.init({
      input,
      output,
      video: {
        width: plan.width,
        height: plan.height,
        fit: 'contain',
        codec: 'avc',
        bitrate: plan.bitrate,
        keyFrameInterval: BROWSER_PREVIEW_KEY_FRAME_SECONDS,
        forceTranscode: true,
      },
      audio: { discard: true },
      trim: plan.trim,
      showWarnings: false,
    });
    if (!conversion.isValid) throw new Error('cannot convert this film');
    if (onProgress) conversion.onProgress = (share) => onProgress(share);
    await conversion.execute();
    if (!target.buffer) throw new Error('empty copy');
    return new Blob([target.buffer], { type: 'video/mp4' });
  } finally {
    input.dispose();
  }
}

/**
 * After an upload is saved: this browser makes the copy and sends it when it can; otherwise it
 * asks the server (Créer l'aperçu), where one makes copies. Never throws: a film without a copy
 * shows its poster, and its card offers Créer l'aperçu.
 */
export async function makePreviewAfterUpload(
  backend: AdminBackend,
  video: { id: string; preview_start?: number | null },
  file: Blob,
): Promise<'browser' | 'server' | 'none'> {
  const choice = choosePreviewMaker({
    webCodecsAvc: await canEncodePreview(),
    backendAcceptsCopy: typeof backend.sendPreview === 'function',
    serverMakes: typeof backend.requestPreview === 'function',
  });
  try {
    if (choice === 'browser' && backend.sendPreview) {
      const copy = await encodePreview(file, video.preview_start ?? 0);
      // The copy's first image is the excerpt's first moment: the poster frame, cheaply.
      const poster = await capturePosterFrame(copy).catch(() => null);
      await backend.sendPreview(video.id, copy, poster);
    } else if (choice === 'server' && backend.requestPreview) {
      await backend.requestPreview(video.id);
    }
  } catch (error) {
    console.warn('preview copy not made', error);
    return 'none';
  }
  return choice;
}
