import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../tests/support/harness/temp-dirs.ts';
import { type LinkFields, UnknownVideoError } from './links.ts';
import { openStore, type Store } from './open.ts';

let temp: ReturnType<typeof tempDataDir>;
let store: Store;
beforeEach(() => {
  temp = tempDataDir();
  store = openStore({ dataDir: temp.dir, demo: false });
});
afterEach(() => {
  store.close();
  temp.remove();
});

const film = (title: string) =>
  store.videos.create({ title, url: `https://vimeo.com/${title.length}`, video_type: 'vimeo' }).id;
const link = (video_ids: string[]): LinkFields => ({
  name: 'Agence Lumen',
  message: null,
  video_ids,
  expires_on: null,
});

describe('link store: the order of the films', () => {
  it('keeps the order it is given, not the portfolio order, through edits and a reopen', () => {
    const [a, b, c] = [film('a'), film('bb'), film('ccc')];
    const created = store.links.create(link([c, a, b]));
    expect(created.video_ids).toEqual([c, a, b]);
    expect(store.links.videoIds(created.id)).toEqual([c, a, b]);

    // The same films in another order: an edit that only reorders.
    expect(store.links.update(created.id, link([b, c, a]))?.video_ids).toEqual([b, c, a]);
    expect(store.links.update(created.id, link([a, b]))?.video_ids).toEqual([a, b]);

    store.close();
    store = openStore({ dataDir: temp.dir, demo: false });
    expect(store.links.get(created.id)?.video_ids).toEqual([a, b]);
    expect(store.links.list()[0]?.video_ids).toEqual([a, b]);
  });

  it('an edit naming an unknown film changes nothing, order included', () => {
    const [a, b] = [film('a'), film('bb')];
    const created = store.links.create(link([b, a]));
    expect(() => store.links.update(created.id, link([a, 'gone', b]))).toThrow(UnknownVideoError);
    expect(store.links.get(created.id)?.video_ids).toEqual([b, a]);
  });
});
