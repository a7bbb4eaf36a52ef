import { describe, expect, it } from 'vitest';
import {
  AVC_PROBE_CODEC,
  avcProbeConfig,
  BROWSER_PREVIEW_BITRATE,
  browserPreviewPlan,
  choosePreviewMaker,
} from './browser-preview.ts';
import { MAX_PREVIEW_BYTES, PREVIEW_MAX_SECONDS } from './video-preview.ts';

describe('browserPreviewPlan', () => {
  it('takes 15 s from the chosen start of a 1080p film, 640 px wide in proportion', () => {
    const plan = browserPreviewPlan({ width: 1920, height: 1080, duration: 40 }, 12);
    expect(plan).toMatchObject({ width: 640, height: 360, trim: { start: 12, end: 27 } });
  });

  it('moves a late start back so a full excerpt fits, and takes a short film whole', () => {
    expect(browserPreviewPlan({ width: 1280, height: 720, duration: 40 }, 38).trim).toEqual({
      start: 25,
      end: 40,
    });
    expect(browserPreviewPlan({ width: 1280, height: 720, duration: 6 }, 3).trim).toEqual({
      start: 0,
      end: 6,
    });
  });

  it('keeps a narrow film its width, with even sides', () => {
    const plan = browserPreviewPlan({ width: 481, height: 855, duration: 10 }, 0);
    expect(plan.width).toBe(482);
    expect(plan.height % 2).toBe(0);
  });

  it('aims at a bitrate whose 15 s excerpt stays far under the 3 MB limit', () => {
    expect((BROWSER_PREVIEW_BITRATE / 8) * PREVIEW_MAX_SECONDS).toBeLessThan(MAX_PREVIEW_BYTES / 2);
  });
});

describe('avcProbeConfig', () => {
  it('asks for H.264 at the preview size', () => {
    expect(avcProbeConfig()).toMatchObject({ codec: AVC_PROBE_CODEC, width: 640 });
    expect(AVC_PROBE_CODEC.startsWith('avc1.')).toBe(true);
  });
});

describe('choosePreviewMaker', () => {
  it('leaves it to the server when the server makes copies: made once, not twice', () => {
    expect(choosePreviewMaker({ maker: 'server', webCodecsAvc: true })).toBe('server');
    expect(choosePreviewMaker({ maker: 'server', webCodecsAvc: false })).toBe('server');
  });

  it('lets the browser make it where the browser is the maker and it encodes H.264', () => {
    expect(choosePreviewMaker({ maker: 'browser', webCodecsAvc: true })).toBe('browser');
  });

  // Every backend takes a browser's copy now (the port's sendPreview is not optional): the
  // browser's own encoder is the only thing left to lack.
  it('leaves the poster when neither can', () => {
    expect(choosePreviewMaker({ maker: 'browser', webCodecsAvc: false })).toBe('none');
  });
});
