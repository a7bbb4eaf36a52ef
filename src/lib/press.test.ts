import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { isPressUrl, PRESS_MAX, pressOf } from './press.ts';
import { pressSchema, videoInputSchema } from './video.ts';

describe('press quotes', () => {
  it('takes http and https links only, without credentials, at most 2048 characters', () => {
    expect(isPressUrl('https://www.lemonde.fr/culture/article')).toBe(true);
    expect(isPressUrl('http://example.fr/a')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>',
      'ftp://x.fr/a',
      'https://user:pw@x.fr/',
      '//x.fr/a',
      'lemonde.fr',
      `https://x.fr/${'a'.repeat(PRESS_MAX.url)}`,
    ]) {
      expect(isPressUrl(bad), bad).toBe(false);
    }
  });

  it('parses what the form sends: trimmed, a blank link is none', () => {
    expect(pressSchema.parse([{ quote: ' « Superbe » ', source: ' Télérama ', url: ' ' }])).toEqual(
      [{ quote: '« Superbe »', source: 'Télérama', url: null }],
    );
    expect(pressSchema.parse([{ quote: 'a', source: 'b' }])).toEqual([
      { quote: 'a', source: 'b', url: null },
    ]);
  });

  it('refuses each bad quote with its field code', () => {
    const codes = (press: unknown) => {
      const parsed = videoInputSchema.safeParse({
        title: 'T',
        url: 'https://vimeo.com/1',
        video_type: 'vimeo',
        press,
      });
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(codes([{ quote: '', source: 'b' }])).toEqual({
      'press.0.quote': 'press_quote_required',
    });
    expect(codes([{ quote: 'a', source: '  ' }])).toEqual({
      'press.0.source': 'press_source_required',
    });
    expect(codes([{ quote: 'a'.repeat(601), source: 'b' }])).toEqual({
      'press.0.quote': 'press_too_long',
    });
    expect(codes([{ quote: 'a', source: 'b'.repeat(121) }])).toEqual({
      'press.0.source': 'press_too_long',
    });
    expect(codes([{ quote: 'a', source: 'b', url: 'javascript:alert(1)' }])).toEqual({
      'press.0.url': 'press_url_invalid',
    });
    expect(codes(Array.from({ length: 11 }, () => ({ quote: 'a', source: 'b' })))).toEqual({
      press: 'press_too_many',
    });
    expect(Object.keys(codes([{ quote: 'a', source: 'b', extra: 1 }]))).toEqual(['press.0']);
  });

  it('reads stored quotes, dropping anything malformed or any link a quote may not carry', () => {
    const good = { quote: 'a', source: 'b', url: 'https://x.fr/' };
    expect(pressOf(JSON.stringify([good]))).toEqual([good]);
    expect(pressOf([good, { quote: 'c', source: 'd', url: 'javascript:x' }, 3, null])).toEqual([
      good,
      { quote: 'c', source: 'd', url: null },
    ]);
    expect(pressOf('not json')).toEqual([]);
    expect(pressOf({ quote: 'a' })).toEqual([]);
    expect(pressOf(undefined)).toEqual([]);
    expect(pressOf(Array.from({ length: 12 }, () => good))).toHaveLength(PRESS_MAX.quotes);
  });
});
