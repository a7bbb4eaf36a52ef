import { describe, expect, it } from 'vitest';
import { fr } from '../i18n/fr.ts';
import { readingText, subtitleErrorText } from './subtitle-errors.ts';
import { readSubtitleFile } from './subtitle-file.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('subtitle refusals in French', () => {
  it("names the first bad line of the form's own reading", () => {
    expect(
      readingText(readSubtitleFile('a.vtt', bytes('WEBVTT\n\n00:02.000 --> 00:01.000\nA\n'))),
    ).toBe('Ligne 3 : la fin du sous-titre précède son début.');
    expect(readingText(readSubtitleFile('a.doc', bytes('')))).toBe(fr.subtitles.wrongType);
    expect(
      readingText(readSubtitleFile('a.vtt', bytes('WEBVTT\n\n00:01.000 --> 00:02.000\nA\n'))),
    ).toBeNull();
  });

  it("names the line the backend's field code carries", () => {
    const refusal = { code: 'validation', status: 400, fields: { file: 'bad_timing:12' } };
    expect(subtitleErrorText(refusal)).toBe(fr.subtitles.problems.bad_timing(12));
    expect(subtitleErrorText({ code: 'payload_too_large', status: 413 })).toBe(
      fr.subtitles.tooLarge,
    );
    expect(
      subtitleErrorText({
        code: 'validation',
        status: 400,
        fields: { language: 'language_invalid' },
      }),
    ).toBe(fr.subtitles.badLanguage);
    expect(subtitleErrorText({ code: 'network', status: 0 })).toBeNull();
  });
});
