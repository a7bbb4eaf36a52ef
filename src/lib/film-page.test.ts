import { describe, expect, it } from 'vitest';
import { creditRows, filmEntries, filmPath, laurelLines, liveRedirects } from './film-page.ts';
import type { Video } from './video.ts';

const film = (id: string, position: number, extra: Partial<Video> = {}): Video => ({
  id,
  title: `Film ${id}`,
  description: null,
  url: 'https://vimeo.com/76979871',
  video_type: 'vimeo',
  thumbnail_url: null,
  order_position: position,
  layout: 'normal',
  keep_small_format: false,
  visible: true,
  slug: `film-${id}`,
  ...extra,
});

describe('filmEntries', () => {
  it('follows portfolio order and links each film to its neighbours', () => {
    const entries = filmEntries([film('b', 1), film('c', 2), film('a', 0)]);
    expect(entries.map((e) => [e.slug, e.previous?.path ?? null, e.next?.path ?? null])).toEqual([
      ['film-a', null, '/films/film-b/'],
      ['film-b', '/films/film-a/', '/films/film-c/'],
      ['film-c', '/films/film-b/', null],
    ]);
    expect(entries[1]?.next?.title).toBe('Film c');
  });

  it('gives each page its own title: the year, else the address, tells namesakes apart', () => {
    const entries = filmEntries([
      film('a', 0, { title: 'Nuit', year: 2021 }),
      film('b', 1, { title: 'nuit ', year: 2024 }),
      film('c', 2, { title: 'Nuit', year: 2024 }),
      film('d', 3, { title: 'Aube' }),
    ]);
    expect(entries.map((e) => e.pageTitle)).toEqual([
      'Nuit (2021)',
      'nuit (film-b)',
      'Nuit (film-c)',
      'Aube',
    ]);
  });

  it('falls back to the title for a film without a slug', () => {
    const [entry] = filmEntries([film('x', 0, { slug: '', title: 'Été 85' })]);
    expect(entry?.slug).toBe('ete-85');
    expect(filmPath('ete-85')).toBe('/films/ete-85/');
  });
});

describe('creditRows', () => {
  it('lists the filled credits only, in form order; the awards are laurels, not a row', () => {
    const rows = creditRows(
      film('a', 0, {
        director: 'Agnès Varda',
        year: 2024,
        camera: '',
        lenses: null,
        awards: 'Cannes\n\n Berlin ',
        category: 'Clip',
      }),
    );
    expect(rows.map((r) => [r.label, r.values])).toEqual([
      ['Catégorie', ['Clip']],
      ['Année', ['2024']],
      ['Réalisation', ['Agnès Varda']],
    ]);
    expect(creditRows(film('b', 0))).toEqual([]);
    expect(laurelLines({ awards: 'Cannes\n\n Berlin ' })).toEqual(['Cannes', 'Berlin']);
    expect(laurelLines({ awards: null })).toEqual([]);
  });
});

describe('liveRedirects', () => {
  it('keeps redirects to listed films from slugs no film has now', () => {
    const entries = filmEntries([film('a', 0), film('b', 1)]);
    expect(
      liveRedirects(
        [
          { from: 'ancien-a', to: 'film-a' },
          { from: 'film-b', to: 'film-a' },
          { from: 'vers-cache', to: 'film-hidden' },
        ],
        entries,
      ),
    ).toEqual([{ from: 'ancien-a', to: 'film-a' }]);
  });
});
