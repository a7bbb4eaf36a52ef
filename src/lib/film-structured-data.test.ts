import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../tests/support/data/make-video.ts';
import { filmImage, filmVideoObject } from './film-structured-data.ts';
import { scriptSafeJson } from './script-json.ts';
import type { Video } from './video.ts';

const owner = { name: 'Camille Moreau', title: 'Chef Opérateur', url: 'https://example.fr/' };
const base: Video = makeVideo({
  id: '1',
  title: 'Clip',
  description: 'Une nuit',
  created_at: '2026-01-02T03:04:05.000Z',
  slug: 'clip',
});

describe('filmVideoObject', () => {
  it('describes a YouTube film with its credits and the owner as contributor', () => {
    const data = filmVideoObject(
      {
        ...base,
        director: 'Agnès Varda',
        production: 'Ciné-Tamaris',
        role: 'Chef opérateur',
        year: 2024,
      },
      owner,
      'https://example.fr/films/clip/',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Clip',
      description: 'Une nuit',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      uploadDate: '2026-01-02T03:04:05.000Z',
      embedUrl: expect.stringMatching(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
      ),
      url: 'https://example.fr/films/clip/',
      dateCreated: '2024',
      director: { '@type': 'Person', name: 'Agnès Varda' },
      productionCompany: { '@type': 'Organization', name: 'Ciné-Tamaris' },
      contributor: {
        '@type': 'Role',
        roleName: 'Chef opérateur',
        contributor: { '@type': 'Person', name: 'Camille Moreau', url: 'https://example.fr/' },
      },
    });
  });

  it('gives a file its absolute contentUrl and poster, and the owner title as role by default', () => {
    const file = {
      ...base,
      video_type: 'direct',
      url: '/media/a.mp4',
      thumbnail_url: '/media/a.jpg',
      description: null,
    };
    const data = filmVideoObject(file, owner, 'https://example.fr/films/clip/');
    expect(data).toMatchObject({
      contentUrl: 'https://example.fr/media/a.mp4',
      thumbnailUrl: 'https://example.fr/media/a.jpg',
      description: 'Clip',
      contributor: { roleName: 'Chef Opérateur' },
    });
    expect(data).not.toHaveProperty('embedUrl');
    expect(data).not.toHaveProperty('director');
    expect(filmImage({ ...file, thumbnail_url: null })).toBe('/placeholder.svg');
  });

  it('cannot close its script element, whatever the title', () => {
    const json = scriptSafeJson(
      filmVideoObject({ ...base, title: '</script><script>alert(1)</script>' }, owner, 'x:'),
    );
    expect(json).not.toMatch(/<|>/);
    expect((JSON.parse(json) as { name: string }).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('filmVideoObject: press quotes', () => {
  it('gives each quote as a Review by its publication, with the article when linked', () => {
    const data = filmVideoObject(
      {
        ...base,
        press: [
          {
            quote: 'Une lumière </script><b>rare</b>',
            source: 'Libération',
            url: 'https://x.fr/a',
          },
          { quote: 'Superbe', source: 'Télérama', url: null },
        ],
      },
      owner,
      null,
    );
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        reviewBody: 'Une lumière </script><b>rare</b>',
        author: { '@type': 'Organization', name: 'Libération' },
        url: 'https://x.fr/a',
      },
      {
        '@type': 'Review',
        reviewBody: 'Superbe',
        author: { '@type': 'Organization', name: 'Télérama' },
      },
    ]);
    // Written into the page, the quote cannot close the script element.
    expect(scriptSafeJson(data)).not.toMatch(/<\/script|<b>/i);
    expect(filmVideoObject({ ...base, press: [] }, owner, null)).not.toHaveProperty('review');
  });
});
