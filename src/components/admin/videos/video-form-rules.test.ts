import { describe, expect, it } from 'vitest';
import { fr } from '../../../lib/i18n/fr.ts';
import { parsePreviewStart, submitError, type VideoFormValues } from './video-form-rules.ts';

describe('Début de l’aperçu in the form', () => {
  it('reads seconds, blank as 0, and refuses the rest', () => {
    expect(parsePreviewStart('')).toBe(0);
    expect(parsePreviewStart(' 12,5 ')).toBe(12.5);
    expect(parsePreviewStart('-1')).toBe('invalid');
    expect(parsePreviewStart('abc')).toBe('invalid');
    const values = {
      title: 'Film',
      description: '',
      type: 'direct',
      url: '',
      file: null,
      slug: '',
      slugEdited: false,
      previewStart: '-4',
      credits: {},
    } as unknown as VideoFormValues;
    expect(submitError(values, true)).toBe(fr.previews.startInvalid);
  });
});
