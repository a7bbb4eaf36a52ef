import { describe, expect, it } from 'vitest';
import { checkWebVtt, srtToWebVtt } from './webvtt.ts';

const VTT = `WEBVTT - a film

NOTE written by hand

1
00:00:01.000 --> 00:00:04.000 line:90%
Bonjour.

00:05.500 --> 00:07.250
<i>Au revoir.</i>
Deux lignes.
`;

describe('checkWebVtt', () => {
  it('accepts a file with a header text, a note, identifiers, settings and short times', () => {
    expect(checkWebVtt(VTT)).toEqual({ ok: true, cues: 2 });
    expect(checkWebVtt(`\uFEFF${VTT.replaceAll('\n', '\r\n')}`)).toEqual({ ok: true, cues: 2 });
  });

  it('refuses a file without the WEBVTT signature on line 1', () => {
    expect(checkWebVtt('1\n00:00:01.000 --> 00:00:02.000\nHi\n')).toEqual({
      ok: false,
      problem: 'no_header',
      line: 1,
    });
    expect(checkWebVtt('WEBVTTX\n')).toMatchObject({ problem: 'no_header', line: 1 });
  });

  it('names the line of a malformed timing', () => {
    const text = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA\n\n00:00:03,000 --> 00:00:04.000\nB\n';
    expect(checkWebVtt(text)).toEqual({ ok: false, problem: 'bad_timing', line: 6 });
    expect(checkWebVtt('WEBVTT\n\n00:61.000 --> 01:02.000\nA\n')).toMatchObject({ line: 3 });
  });

  it('names a mistyped arrow on its own line, not the text after it', () => {
    expect(checkWebVtt('WEBVTT\n\n00:01.000 -> 00:02.000\nA\n')).toEqual({
      ok: false,
      problem: 'bad_timing',
      line: 3,
    });
    expect(srtToWebVtt('1\n00:00:01,000 -> 00:00:02,000\nA\n')).toMatchObject({ line: 2 });
  });

  it('names the line of a cue that ends before it starts', () => {
    expect(checkWebVtt('WEBVTT\n\nid\n00:00:05.000 --> 00:00:02.000\nA\n')).toEqual({
      ok: false,
      problem: 'end_before_start',
      line: 4,
    });
  });

  it('names the line where a cue has no timing', () => {
    expect(checkWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\njust text\nmore\n')).toEqual({
      ok: false,
      problem: 'missing_timing',
      line: 7,
    });
  });

  it('refuses an arrow inside a cue text, and a file with no cue', () => {
    expect(checkWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nA --> B\n')).toEqual({
      ok: false,
      problem: 'arrow_in_text',
      line: 4,
    });
    expect(checkWebVtt('WEBVTT\n\nNOTE only\n')).toMatchObject({ ok: false, problem: 'no_cue' });
  });
});

describe('srtToWebVtt', () => {
  it('converts counters, commas and line endings to WebVTT that passes the check', () => {
    const srt =
      '1\r\n00:00:01,000 --> 00:00:04,250\r\n<i>Bonjour</i>\r\n\r\n2\r\n01:02:03,004 --> 01:02:05,000\r\nA\r\nB\r\n';
    const result = srtToWebVtt(srt);
    expect(result).toEqual({
      ok: true,
      cues: 2,
      vtt: 'WEBVTT\n\n00:00:01.000 --> 00:00:04.250\n<i>Bonjour</i>\n\n01:02:03.004 --> 01:02:05.000\nA\nB\n',
    });
    if (result.ok) expect(checkWebVtt(result.vtt)).toEqual({ ok: true, cues: 2 });
  });

  it('names the first bad line', () => {
    expect(
      srtToWebVtt('1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:00:0x,000 --> 00:00:03,000\nB\n'),
    ).toEqual({
      ok: false,
      problem: 'bad_timing',
      line: 6,
    });
    expect(srtToWebVtt('1\n00:00:03,000 --> 00:00:02,000\nA\n')).toMatchObject({
      problem: 'end_before_start',
      line: 2,
    });
    expect(srtToWebVtt('1\nno timing here\n')).toMatchObject({
      problem: 'missing_timing',
      line: 2,
    });
    expect(srtToWebVtt('\n\n')).toMatchObject({ ok: false, problem: 'no_cue' });
  });
});
