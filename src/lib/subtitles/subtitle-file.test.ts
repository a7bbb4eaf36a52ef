import { describe, expect, it } from 'vitest';
import {
  isSubtitleLanguage,
  MAX_SUBTITLE_BYTES,
  parseSubtitleFieldCode,
  readSubtitleFile,
  subtitleFieldCode,
} from './subtitle-file.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readSubtitleFile', () => {
  it('keeps a WebVTT file as it is, without its byte order mark', () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n';
    expect(readSubtitleFile('film.fr.VTT', bytes(`\uFEFF${vtt}`))).toEqual({
      ok: true,
      vtt,
      cues: 1,
    });
  });

  it('converts an SRT file, and takes an .srt that is WebVTT inside as WebVTT', () => {
    const result = readSubtitleFile('a.srt', bytes('1\n00:00:01,000 --> 00:00:02,000\nA\n'));
    expect(result).toMatchObject({ ok: true, cues: 1 });
    if (result.ok) expect(result.vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(
      readSubtitleFile('a.srt', bytes('WEBVTT\n\n00:01.000 --> 00:02.000\nA\n')),
    ).toMatchObject({ ok: true });
  });

  it('refuses other types (415), oversized files (413) and bad files with the line (400)', () => {
    expect(readSubtitleFile('a.txt', bytes('WEBVTT\n'))).toEqual({ ok: false, status: 415 });
    expect(readSubtitleFile('a.vtt', new Uint8Array(MAX_SUBTITLE_BYTES + 1))).toEqual({
      ok: false,
      status: 413,
    });
    expect(readSubtitleFile('a.vtt', bytes('1\n00:01.000 --> 00:02.000\nA\n'))).toEqual({
      ok: false,
      status: 400,
      problem: 'no_header',
      line: 1,
    });
    const latin1 = new Uint8Array([...bytes('WEBVTT\n\n00:01.000 --> 00:02.000\n'), 0xe9, 0x0a]);
    expect(readSubtitleFile('a.vtt', latin1)).toEqual({
      ok: false,
      status: 400,
      problem: 'not_utf8',
      line: 4,
    });
  });
});

describe('field codes and languages', () => {
  it('carries the problem and line through the code', () => {
    expect(subtitleFieldCode('bad_timing', 12)).toBe('bad_timing:12');
    expect(parseSubtitleFieldCode('bad_timing:12')).toEqual({ problem: 'bad_timing', line: 12 });
    expect(parseSubtitleFieldCode('invented:3')).toBeNull();
    expect(parseSubtitleFieldCode('too_big')).toBeNull();
  });

  it('takes BCP 47 tags and nothing else', () => {
    for (const tag of ['fr', 'en', 'en-GB', 'pt-BR', 'zh-Hant', 'gsw'])
      expect(isSubtitleLanguage(tag)).toBe(true);
    for (const tag of ['', 'F', 'french', 'en_GB', 'fr-', '"x'])
      expect(isSubtitleLanguage(tag)).toBe(false);
  });
});
