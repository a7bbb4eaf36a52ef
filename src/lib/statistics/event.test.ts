import { describe, expect, it } from 'vitest';
import { EVENT_MAX_BYTES, pageRef, parseEvent } from './event.ts';

const TOKEN = 'a'.repeat(43);

describe('audience events', () => {
  it('reads a visit, a play and a complete', () => {
    expect(parseEvent('{"t":"visit","p":"/"}')).toEqual({
      ok: true,
      event: { type: 'visit', page: { kind: 'landing' }, film: null },
    });
    expect(parseEvent(`{"t":"play","p":"/p/${TOKEN}","f":"abc-1"}`)).toEqual({
      ok: true,
      event: { type: 'play', page: { kind: 'link', token: TOKEN }, film: 'abc-1' },
    });
    expect(parseEvent('{"t":"complete","p":"/films/mon-film/","f":"x"}').ok).toBe(true);
  });

  it('refuses unknown types, pages, extra keys, missing or stray films and non-JSON', () => {
    for (const body of [
      '{"t":"click","p":"/"}',
      '{"t":"visit","p":"/admin/dashboard"}',
      '{"t":"visit","p":"/films/../x"}',
      '{"t":"visit","p":"/","x":1}',
      '{"t":"visit","p":"/","f":"abc"}',
      '{"t":"play","p":"/"}',
      '{"t":"play","p":"/","f":"a b"}',
      '{"t":"play","p":"/","f":7}',
      '["visit"]',
      'null',
      'visit',
      '',
    ]) {
      expect(parseEvent(body), body).toEqual({ ok: false });
    }
  });

  it('refuses a body over 1 KB, counted in bytes', () => {
    const pad = (n: number) => `{"t":"visit","p":"/"${' '.repeat(n)}}`;
    const fits = pad(EVENT_MAX_BYTES - pad(0).length);
    expect(new TextEncoder().encode(fits).length).toBe(EVENT_MAX_BYTES);
    expect(parseEvent(fits).ok).toBe(true);
    expect(parseEvent(pad(EVENT_MAX_BYTES - pad(0).length + 1))).toEqual({ ok: false });
    // 600 two-byte characters are 1,200 bytes though only 600 characters.
    expect(parseEvent(`{"t":"visit","p":"/","é":"${'é'.repeat(600)}"}`)).toEqual({ ok: false });
  });

  it('names the counted pages and no other', () => {
    expect(pageRef('/mentions-legales/')).toEqual({ kind: 'legal' });
    expect(pageRef('/categories/clips')).toEqual({ kind: 'category', slug: 'clips' });
    expect(pageRef('/p/short')).toBeNull();
    // The English site's pages count as their French pages; /en alone or /enfoo is no page.
    expect(pageRef('/en/')).toEqual({ kind: 'landing' });
    expect(pageRef('/en/films/night-shift')).toEqual({ kind: 'film', slug: 'night-shift' });
    expect(pageRef('/en/mentions-legales/')).toEqual({ kind: 'legal' });
    expect(pageRef('/en')).toBeNull();
    expect(pageRef('/enfoo/')).toBeNull();
    expect(pageRef('/404')).toBeNull();
    expect(pageRef('/media/x.mp4')).toBeNull();
  });
});
