// The French text of a refused subtitle file (issue 32 point 5): from the form's own reading or
// from the backend's answer, whose field codes carry the first bad line (`bad_timing:12`).
import { isCodedError } from '../coded-error.ts';
import { fr } from '../i18n/fr.ts';
import { parseSubtitleFieldCode, type SubtitleReading } from './subtitle-file.ts';

const t = fr.subtitles;

/** What the form says of its own reading of a file, or null when the file is fine. */
export function readingText(reading: SubtitleReading): string | null {
  if (reading.ok) return null;
  if (!('problem' in reading)) return reading.status === 413 ? t.tooLarge : t.wrongType;
  return t.problems[reading.problem](reading.line);
}

/** What the form says of a backend's refusal; null when it is not about the file itself. */
export function subtitleErrorText(error: unknown): string | null {
  if (!isCodedError(error)) return null;
  if (error.code === 'payload_too_large') return t.tooLarge;
  if (error.code === 'unsupported_media_type') return t.wrongType;
  if (error.code !== 'validation') return null;
  if (error.fields?.language) return t.badLanguage;
  const parsed = parseSubtitleFieldCode(error.fields?.file ?? '');
  return parsed ? t.problems[parsed.problem](parsed.line) : null;
}
