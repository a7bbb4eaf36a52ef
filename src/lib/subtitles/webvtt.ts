// The WebVTT and SRT checks the admin form and the server share (issue 32 point 5,
// docs/subtitles.md). Pure: text in, a verdict with the first bad line's number out.

/** Why a subtitle file is refused; the line is 1-based, as an editor shows it. */
export type SubtitleProblem =
  | 'not_utf8'
  | 'no_header'
  | 'bad_timing'
  | 'end_before_start'
  | 'missing_timing'
  | 'arrow_in_text'
  | 'no_cue';

export type SubtitleCheck =
  | { ok: true; cues: number }
  | { ok: false; problem: SubtitleProblem; line: number };

const TIME = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)[.,](\d{3})`;
const VTT_TIMING = new RegExp(
  `^${TIME.replace('[.,]', '\\.')}[ \\t]+-->[ \\t]+${TIME.replace('[.,]', '\\.')}(?:[ \\t].*)?$`,
);
const SRT_TIMING = new RegExp(`^${TIME}[ \\t]*-->[ \\t]*${TIME}(?:[ \\t].*)?$`);

const LOOKS_TIMED = /^\d+:\d/;

function millis(parts: (string | undefined)[], from: number): number {
  const [h, m, s, ms] = parts.slice(from, from + 4).map((part) => Number(part ?? 0));
  return (((h ?? 0) * 60 + (m ?? 0)) * 60 + (s ?? 0)) * 1000 + (ms ?? 0);
}

/** The file's lines without a byte order mark, whatever its line endings. */
export const subtitleLines = (text: string): string[] =>
  text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

interface Block {
  start: number; // index of its first line
  lines: string[];
}

function blocks(lines: string[], from: number): Block[] {
  const found: Block[] = [];
  let current: Block | null = null;
  for (let index = from; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      current = null;
      continue;
    }
    if (!current) {
      current = { start: index, lines: [] };
      found.push(current);
    }
    current.lines.push(line);
  }
  return found;
}

type TimingVerdict =
  | { ok: true; start: number; end: number }
  | { ok: false; problem: SubtitleProblem };

function timing(line: string, pattern: RegExp): TimingVerdict {
  const match = pattern.exec(line);
  if (!match) return { ok: false, problem: 'bad_timing' };
  const start = millis(match, 1);
  const end = millis(match, 5);
  return end > start ? { ok: true, start, end } : { ok: false, problem: 'end_before_start' };
}

/**
 * A WebVTT file as browsers read it: the WEBVTT signature, then cues (an optional identifier,
 * a timing line `00:01.000 --> 00:04.000`, text); NOTE, STYLE and REGION blocks pass. A file
 * browsers would half-read is refused at its first line they would drop.
 */
export function checkWebVtt(text: string): SubtitleCheck {
  const lines = subtitleLines(text);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? ''))
    return { ok: false, problem: 'no_header', line: 1 };
  let headerEnd = 1;
  while (headerEnd < lines.length && (lines[headerEnd] ?? '').trim() !== '') headerEnd++;
  let cues = 0;
  for (const block of blocks(lines, headerEnd)) {
    const first = block.lines[0] ?? '';
    if (/^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first) && !first.includes('-->')) continue;
    // A first line that starts as a time is a mistyped timing, not a cue's name.
    const timingIndex = first.includes('-->') || LOOKS_TIMED.test(first) ? 0 : 1;
    const timingLine = block.lines[timingIndex];
    const timingNumber = block.start + timingIndex + 1;
    if (timingLine === undefined || !(timingLine.includes('-->') || LOOKS_TIMED.test(timingLine))) {
      return { ok: false, problem: 'missing_timing', line: timingNumber };
    }
    const verdict = timing(timingLine, VTT_TIMING);
    if (!verdict.ok) return { ok: false, problem: verdict.problem, line: timingNumber };
    const arrow = block.lines.findIndex(
      (line, index) => index > timingIndex && line.includes('-->'),
    );
    if (arrow !== -1) return { ok: false, problem: 'arrow_in_text', line: block.start + arrow + 1 };
    cues++;
  }
  return cues > 0 ? { ok: true, cues } : { ok: false, problem: 'no_cue', line: lines.length };
}

export type SrtConversion =
  | { ok: true; vtt: string; cues: number }
  | { ok: false; problem: SubtitleProblem; line: number };

const vttTime = (ms: number): string => {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
};

/**
 * An SRT file as WebVTT: each cue's counter dropped, commas in times made dots, text kept
 * (the `<i>`, `<b>`, `<u>` tags SRT editors write are WebVTT's too). Refused at the first cue
 * with no valid timing line.
 */
export function srtToWebVtt(text: string): SrtConversion {
  const lines = subtitleLines(text);
  const out: string[] = ['WEBVTT', ''];
  let cues = 0;
  for (const block of blocks(lines, 0)) {
    const first = block.lines[0] ?? '';
    // A first line that starts as a time is a mistyped timing, not a cue's name.
    const timingIndex = first.includes('-->') || LOOKS_TIMED.test(first) ? 0 : 1;
    const timingLine = block.lines[timingIndex];
    const timingNumber = block.start + timingIndex + 1;
    if (timingLine === undefined || !(timingLine.includes('-->') || LOOKS_TIMED.test(timingLine))) {
      return { ok: false, problem: 'missing_timing', line: timingNumber };
    }
    const verdict = timing(timingLine, SRT_TIMING);
    if (!verdict.ok) return { ok: false, problem: verdict.problem, line: timingNumber };
    const body = block.lines.slice(timingIndex + 1);
    const arrow = body.findIndex((line) => line.includes('-->'));
    if (arrow !== -1) {
      return { ok: false, problem: 'arrow_in_text', line: timingNumber + arrow + 1 };
    }
    out.push(`${vttTime(verdict.start)} --> ${vttTime(verdict.end)}`, ...body, '');
    cues++;
  }
  if (cues === 0) return { ok: false, problem: 'no_cue', line: lines.length };
  return { ok: true, vtt: out.join('\n'), cues };
}
