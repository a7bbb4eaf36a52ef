// The admin's browser makes an uploaded film's preview copy with WebCodecs through mediabunny
// (docs/video-previews.md). mediabunny is imported only here and only when a copy is made, so
// no public page and no admin page that makes no copy downloads it.

import type { AdminBackend } from '../../../backend/port.ts';
import {
  avcProbeConfig,
  BROWSER_PREVIEW_KEY_FRAME_SECONDS,
  browserPreviewPlan,
  choosePreviewMaker,
  type PreviewMakerChoice,
} from '../../../lib/browser-preview.ts';
import type { DerivedMaker } from '../../../lib/derived/kinds.ts';
import type { Video } from '../../../lib/video.ts';
import { browserJobRunning, endBrowserJob, setBrowserJob } from './browser-preview-jobs.ts';
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

/** Who makes this deployment's copies, as the backend says; the server when it cannot say. */
async function deploymentMaker(backend: AdminBackend, id: string): Promise<DerivedMaker> {
  const status = await backend.previewStatus(id).catch(() => null);
  return status?.maker ?? 'server';
}

async function choose(backend: AdminBackend, id: string): Promise<PreviewMakerChoice> {
  return choosePreviewMaker({
    maker: await deploymentMaker(backend, id),
    webCodecsAvc: await canEncodePreview(),
  });
}

/** Encodes in this browser and sends the copy, its progress shown on the film's card. */
async function makeHere(
  send: AdminBackend['sendPreview'],
  id: string,
  start: number,
  file: Blob,
): Promise<void> {
  if (browserJobRunning(id)) return;
  setBrowserJob(id, 0);
  try {
    await encodeAndSend(send, id, start, file);
  } finally {
    endBrowserJob(id);
  }
}

async function encodeAndSend(
  send: NonNullable<AdminBackend['sendPreview']>,
  id: string,
  start: number,
  file: Blob,
): Promise<void> {
  // The last share is the poster frame and the upload.
  const copy = await encodePreview(file, start, (share) => setBrowserJob(id, share * 0.95));
  // The copy's first image is the excerpt's first moment: the poster frame, cheaply.
  const poster = await capturePosterFrame(copy).catch(() => null);
  await send(id, copy, poster);
}

/**
 * After an upload is saved, the copy is made once: by the server when it makes copies (its
 * maker started with the save, so this browser leaves it alone), else by this browser when it
 * can. Never throws: a film without a copy shows its poster, and its card offers Créer l'aperçu.
 * The card reads Aperçu en préparation from the moment this is called (before any wait), until
 * the choice is known: then the server's own state, this browser's progress, or the truth that
 * no copy is being made.
 */
export async function makePreviewAfterUpload(
  backend: AdminBackend,
  video: { id: string; preview_start?: number | null },
  file: Blob,
): Promise<PreviewMakerChoice> {
  if (browserJobRunning(video.id)) return 'none';
  setBrowserJob(video.id, 0);
  try {
    const choice = await choose(backend, video.id);
    if (choice === 'browser') {
      await encodeAndSend(
        backend.sendPreview.bind(backend),
        video.id,
        video.preview_start ?? 0,
        file,
      );
    }
    return choice;
  } catch (error) {
    console.warn('preview copy not made', error);
    return 'none';
  } finally {
    endBrowserJob(video.id);
  }
}

/**
 * Créer l'aperçu on a film's card: asks the server when it makes copies, else makes it in this
 * browser from the stored film (which the admin may read, hidden or not). Throws when neither
 * can, or when it fails: the card says so.
 */
export async function createPreview(
  backend: AdminBackend,
  video: Pick<Video, 'id' | 'url' | 'preview_start'>,
): Promise<PreviewMakerChoice> {
  const choice = await choose(backend, video.id);
  if (choice === 'server') {
    await backend.requestPreview(video.id);
    return choice;
  }
  if (choice !== 'browser') throw new Error('no preview maker here');
  const response = await fetch(video.url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`film answered ${response.status}`);
  await makeHere(
    backend.sendPreview.bind(backend),
    video.id,
    video.preview_start ?? 0,
    await response.blob(),
  );
  return choice;
}
