import { describe, expect, it } from 'vitest';
import {
  embedUrlFor,
  parseVideoId,
  parseVimeoId,
  parseYouTubeId,
  playerKind,
  unplayableAddress,
  vimeoEmbedUrl,
  youTubeEmbedUrl,
} from './video-url.ts';
import { youTubeThumbnail } from './youtube-thumbnail.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `http://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=3`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/u/1/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('extracts the id from %s', (url) => {
    expect(parseYouTubeId(url)).toBe(ID);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['id too short', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['id too long', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['bad character in id', 'https://youtu.be/dQw4w9WgX!Q'],
    ['foreign host', `https://www.example.com/watch?v=${ID}`],
    ['look-alike host', `https://youtube.com.evil.net/watch?v=${ID}`],
    ['javascript scheme', `javascript:alert('${ID}')`],
    ['data scheme', `data:text/html,${ID}`],
    ['watch without v', 'https://www.youtube.com/watch?x=1'],
    ['channel page', 'https://www.youtube.com/@somechannel'],
    ['vimeo address', 'https://vimeo.com/76979871'],
    ['not a url', 'not a url at all'],
  ])('rejects %s', (_label, url) => {
    expect(parseYouTubeId(url)).toBeNull();
  });
});

describe('parseVimeoId', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871?share=copy', '76979871'],
    ['https://vimeo.com/video/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc&badge=0', '76979871'],
    ['vimeo.com/123456789', '123456789'],
    ['http://vimeo.com/1', '1'],
  ])('extracts the id from %s', (url, id) => {
    expect(parseVimeoId(url)).toBe(id);
  });

  it.each([
    ['empty', ''],
    ['non-numeric id', 'https://vimeo.com/abcdef'],
    ['channel without id', 'https://vimeo.com/channels/staffpicks'],
    ['video path without id', 'https://vimeo.com/video/'],
    ['foreign host', 'https://example.com/76979871'],
    ['look-alike host', 'https://vimeo.com.evil.net/76979871'],
    ['javascript scheme', 'javascript:alert(76979871)'],
    ['youtube address', `https://youtu.be/${ID}`],
  ])('rejects %s', (_label, url) => {
    expect(parseVimeoId(url)).toBeNull();
  });
});

describe('parseVideoId', () => {
  it('parses according to the chosen type only', () => {
    expect(parseVideoId('youtube', `https://youtu.be/${ID}`)).toBe(ID);
    expect(parseVideoId('vimeo', 'https://vimeo.com/42')).toBe('42');
    expect(parseVideoId('vimeo', `https://youtu.be/${ID}`)).toBeNull();
    expect(parseVideoId('youtube', 'https://vimeo.com/42')).toBeNull();
    expect(parseVideoId('direct', 'https://example.com/a.mp4')).toBeNull();
  });
});

describe('embed addresses', () => {
  it('YouTube previews use the nocookie host, no controls, no keyboard, muted', () => {
    const url = new URL(youTubeEmbedUrl(ID, { mode: 'preview', autoplay: true }));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe(`/embed/${ID}`);
    expect(url.searchParams.get('controls')).toBe('0');
    expect(url.searchParams.get('disablekb')).toBe('1');
    expect(url.searchParams.get('mute')).toBe('1');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('playsinline')).toBe('1');
  });

  it('YouTube in the dialog keeps mute forced on and controls available', () => {
    const url = new URL(youTubeEmbedUrl(ID, { mode: 'dialog', autoplay: true }));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.searchParams.get('mute')).toBe('1');
    expect(url.searchParams.get('controls')).toBeNull();
    expect(url.searchParams.get('disablekb')).toBeNull();
  });

  it('autoplay can be turned off (reduced motion)', () => {
    const yt = new URL(youTubeEmbedUrl(ID, { mode: 'preview', autoplay: false }));
    const vm = new URL(vimeoEmbedUrl('42', { mode: 'preview', autoplay: false }));
    expect(yt.searchParams.get('autoplay')).toBe('0');
    expect(vm.searchParams.get('autoplay')).toBe('0');
  });

  it('Vimeo previews use background mode, do-not-track and mute', () => {
    const url = new URL(vimeoEmbedUrl('76979871', { mode: 'preview', autoplay: true }));
    expect(url.origin).toBe('https://player.vimeo.com');
    expect(url.pathname).toBe('/video/76979871');
    expect(url.searchParams.get('background')).toBe('1');
    expect(url.searchParams.get('dnt')).toBe('1');
    expect(url.searchParams.get('muted')).toBe('1');
  });

  it('Vimeo in the dialog is muted with tracking off but not in background mode', () => {
    const url = new URL(vimeoEmbedUrl('76979871', { mode: 'dialog', autoplay: true }));
    expect(url.searchParams.get('dnt')).toBe('1');
    expect(url.searchParams.get('muted')).toBe('1');
    expect(url.searchParams.get('background')).toBeNull();
  });

  it("asks the dialog's players for captions in the page's language, French by default", () => {
    const ytFr = new URL(youTubeEmbedUrl(ID, { mode: 'dialog', autoplay: true }));
    const ytEn = new URL(youTubeEmbedUrl(ID, { mode: 'dialog', autoplay: true, lang: 'en' }));
    const vmFr = new URL(vimeoEmbedUrl('42', { mode: 'dialog', autoplay: true }));
    const vmEn = new URL(vimeoEmbedUrl('42', { mode: 'dialog', autoplay: true, lang: 'en' }));
    expect([ytFr.searchParams.get('cc_lang_pref'), ytFr.searchParams.get('hl')]).toEqual([
      'fr',
      'fr',
    ]);
    expect([ytEn.searchParams.get('cc_lang_pref'), ytEn.searchParams.get('hl')]).toEqual([
      'en',
      'en',
    ]);
    expect(vmFr.searchParams.get('texttrack')).toBe('fr');
    expect(vmEn.searchParams.get('texttrack')).toBe('en');
  });

  it('leaves captions off in the muted grid previews', () => {
    const yt = new URL(youTubeEmbedUrl(ID, { mode: 'preview', autoplay: true, lang: 'en' }));
    const vm = new URL(vimeoEmbedUrl('42', { mode: 'preview', autoplay: true, lang: 'en' }));
    expect(yt.searchParams.get('cc_lang_pref')).toBeNull();
    expect(vm.searchParams.get('texttrack')).toBeNull();
  });

  it('derives the YouTube thumbnail from the id', () => {
    expect(youTubeThumbnail(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });
});

describe('playerKind', () => {
  it.each([
    ['youtube', 'youtube'],
    ['vimeo', 'vimeo'],
    ['direct', 'direct'],
    ['upload', 'direct'],
    ['', 'direct'],
  ])('%s is played as %s', (type, kind) => {
    expect(playerKind(type)).toBe(kind);
  });
});

describe('embedUrlFor', () => {
  const preview = { mode: 'preview', autoplay: true } as const;

  it('gives the player address of youtube and vimeo videos', () => {
    expect(embedUrlFor('youtube', 'https://youtu.be/dQw4w9WgXcQ', preview)).toBe(
      youTubeEmbedUrl('dQw4w9WgXcQ', preview),
    );
    expect(embedUrlFor('vimeo', 'https://vimeo.com/76979871', preview)).toBe(
      vimeoEmbedUrl('76979871', preview),
    );
  });

  it('gives nothing for direct files, unknown types and unparsable addresses', () => {
    expect(embedUrlFor('direct', '/media/a.mp4', preview)).toBeNull();
    expect(embedUrlFor('other', 'https://youtu.be/dQw4w9WgXcQ', preview)).toBeNull();
    expect(embedUrlFor('youtube', 'https://vimeo.com/76979871', preview)).toBeNull();
  });
});

describe('unplayableAddress', () => {
  it('names the field code for a YouTube or Vimeo address that names no video', () => {
    expect(unplayableAddress('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(unplayableAddress('youtube', 'https://www.youtube.com/')).toBe('youtube_invalid');
    expect(unplayableAddress('vimeo', 'https://vimeo.com/76979871')).toBeNull();
    expect(unplayableAddress('vimeo', 'https://vimeo.com/channels')).toBe('vimeo_invalid');
    expect(unplayableAddress('direct', '/media/x.mp4')).toBeNull();
  });
});
