// What the site accepts as a film's subtitle file (issue 32 point 5, docs/subtitles.md): the
// size, the languages and kinds, and the one reading both the admin form and the server apply
// before anything is stored. Pure.

import { checkWebVtt, type SubtitleProblem, srtToWebVtt } from './webvtt.ts';

/** The largest subtitle file accepted, as sent (512 KB holds hours of dialogue). */
export const MAX_SUBTITLE_BYTES = 512 * 1024;

/** What a `<track>` is for: subtitles translate; captions also describe sounds, for the deaf. */
export const SUBTITLE_KINDS = ['subtitles', 'captions'] as const;
export type SubtitleKind = (typeof SUBTITLE_KINDS)[number];

/** A BCP 47 tag as people type them (`fr`, `en-GB`, `pt-BR`, `zh-Hant`), lower-cased language. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

export const isSubtitleLanguage = (value: string): boolean => LANGUAGE_TAG.test(value);
export const isSubtitleKind = (value: string): value is SubtitleKind =>
  (SUBTITLE_KINDS as readonly string[]).includes(value);

export type SubtitleReading =
  | { ok: true; vtt: string; cues: number }
  | { ok: false; status: 413 | 415 }
  | { ok: false; status: 400; problem: SubtitleProblem; line: number };

/** The field code the server answers for a refused file: the problem and its line, `bad_timing:12`. */
export const subtitleFieldCode = (problem: SubtitleProblem, line: number): string =>
  `${problem}:${line}`;

/** The problem and line a field code names, or null when it is not one of ours. */
export function parseSubtitleFieldCode(
  code: string,
): { problem: SubtitleProblem; line: number } | null {
  const match = /^([a-z_]+):(\d+)$/.exec(code);
  if (!match) return null;
  const problem = match[1] as SubtitleProblem;
  return PROBLEMS.has(problem) ? { problem, line: Number(match[2]) } : null;
}

const PROBLEMS = new Set<string>([
  'not_utf8',
  'no_header',
  'bad_timing',
  'end_before_start',
  'missing_timing',
  'arrow_in_text',
  'no_cue',
] satisfies SubtitleProblem[]);

/** The 1-based line of the first byte that is not UTF-8, or null when all of it is. */
function firstNonUtf8Line(bytes: Uint8Array): number | null {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let index = 0; index <= bytes.length; index++) {
    if (index === bytes.length || bytes[index] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, index));
      } catch {
        return line;
      }
      line++;
      start = index + 1;
    }
  }
  return null;
}

/**
 * The stored WebVTT for an uploaded file: a WebVTT file checked as it is, an SRT file converted.
 * The file's name only tells SRT from a mistyped WebVTT; its content decides the rest.
 */
export function readSubtitleFile(name: string, bytes: Uint8Array): SubtitleReading {
  if (bytes.length > MAX_SUBTITLE_BYTES) return { ok: false, status: 413 };
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension !== 'vtt' && extension !== 'srt') return { ok: false, status: 415 };
  const badLine = firstNonUtf8Line(bytes);
  if (badLine !== null) return { ok: false, status: 400, problem: 'not_utf8', line: badLine };
  const text = new TextDecoder().decode(bytes);
  if (extension === 'srt' && !/^\uFEFF?WEBVTT/.test(text)) {
    const converted = srtToWebVtt(text);
    return converted.ok ? converted : { ...converted, status: 400 };
  }
  const checked = checkWebVtt(text);
  if (!checked.ok) return { ...checked, status: 400 };
  return { ok: true, vtt: text.replace(/^\uFEFF/, ''), cues: checked.cues };
}
