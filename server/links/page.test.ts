import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html-escape.ts';
import { makeVideo } from '../../tests/support/data/make-video.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { linkVideos, renderLinkPage } from './page.ts';

const temp = tempDataDirs('filmfolio-link-page-');
// Every pattern String.prototype.replace reads in a replacement string.
const PATTERNS = ["$'", '$`', '$&', '$1', '$$', '$<name>'];

function siteWithFrame(): string {
  const site = temp();
  mkdirSync(join(site, 'lien-prive'), { recursive: true });
  writeFileSync(
    join(site, 'lien-prive', 'index.html'),
    [
      '<!doctype html><html><head><title>Lien</title></head><body><main>',
      '<div data-private-link-body></div>',
      '<template data-private-link="films"><h1 data-link-owner-name></h1>',
      '<p data-link-owner-title></p><p data-link-message></p><div data-link-portfolio></div>',
      '</template><template data-private-link="password"><form></form></template>',
      '</main><footer>pied</footer></body></html>',
    ].join(''),
  );
  return site;
}

const filmsJson = (html: string) =>
  JSON.parse(
    /<script type="application\/json" data-link-videos>([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as { title: string }[];

describe('renderLinkPage', () => {
  for (const siteDir of [() => siteWithFrame(), () => temp()]) {
    it('puts replacement patterns in texts and titles on the page as they are', () => {
      const dir = siteDir();
      const texts = PATTERNS.join(' ');
      const html = renderLinkPage(dir, {
        kind: 'films',
        ownerName: `Alex ${texts}`,
        ownerTitle: `Chef ${texts}`,
        message: `Bonjour ${texts} fin`,
        videos: PATTERNS.map((p, i) => makeVideo({ id: String(i), title: `Film ${p}` })),
      });
      expect(html).toContain(`Bonjour ${escapeHtml(texts)} fin</p>`);
      expect(html).toContain(`Alex ${escapeHtml(texts)}</h1>`);
      expect(filmsJson(html).map((v) => v.title)).toEqual(PATTERNS.map((p) => `Film ${p}`));
      // The page is whole, once: nothing spliced in before or after.
      expect(html.match(/<main/g)).toHaveLength(1);
      expect(html.match(/data-link-videos/g)).toHaveLength(1);
      expect(html).not.toContain('<template');
    });
  }

  it("draws the link's films with the public card, in the link's order, ready for its script", () => {
    const videos = [
      makeVideo({ id: 'b', title: 'Second <film>' }),
      makeVideo({ id: 'a', title: 'Premier', video_type: 'direct', url: '/p/t/media/a.mp4' }),
    ];
    const html = renderLinkPage(siteWithFrame(), {
      kind: 'films',
      ownerName: 'Alex',
      ownerTitle: 'Chef',
      message: null,
      videos,
    });
    const portfolio = html.slice(html.indexOf('<div data-link-portfolio>'));
    const ids = [...portfolio.matchAll(/<article [^>]*data-video-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['b', 'a']);
    expect(portfolio).toContain('Second &#60;film&#62;');
    expect(portfolio).not.toContain('<film>');
    // The uploaded film's silent preview gets no sound button; the YouTube one keeps its own.
    expect(portfolio.match(/data-mute-toggle/g)).toHaveLength(1);
    // The list the script starts the cards with comes after them, in the same holder.
    expect(portfolio.indexOf('data-link-videos')).toBeGreaterThan(portfolio.indexOf('</ul>'));
  });
});

describe("a link's films", () => {
  it('name their preview and lighter copies through the link, never under /media/', () => {
    const name = '2c6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
    const [film] = linkVideos('jeton', [
      makeVideo({
        id: 'f',
        video_type: 'direct',
        url: `/media/${name}`,
        preview_url: `/media/${name}.preview.mp4`,
        light_url: `/media/${name}.light.mp4`,
      }),
    ]);
    expect(film).toMatchObject({
      url: `/p/jeton/media/${name}`,
      preview_url: `/p/jeton/media/${name}.preview.mp4`,
      light_url: `/p/jeton/media/${name}.light.mp4`,
    });
    const [embed] = linkVideos('jeton', [makeVideo({ id: 'e' })]);
    expect(embed?.light_url).toBeNull();
  });

  it('name their subtitle files through the link (docs/subtitles.md)', () => {
    const name = '2c6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.mp4';
    const vtt = `${name}.sub-en-subtitles-0123456789ab.vtt`;
    const track = { id: 's', language: 'en', kind: 'subtitles', url: `/media/${vtt}` } as const;
    const [film] = linkVideos('jeton', [
      makeVideo({ id: 'f', video_type: 'direct', url: `/media/${name}`, subtitles: [track] }),
    ]);
    expect(film?.subtitles).toEqual([{ ...track, url: `/p/jeton/media/${vtt}` }]);
  });
});
