import { describe, expect, it } from 'vitest';
import { storePerTest } from '../../tests/support/harness/store-per-test.ts';
import type { Store } from './open.ts';
import { ReorderMismatchError } from './videos.ts';

let store: Store;
storePerTest((opened) => {
  store = opened;
});

const fields = (title: string) => ({
  title,
  description: null,
  url: `https://vimeo.com/${title.length}`,
  video_type: 'vimeo',
  thumbnail_url: null,
});

describe('video store', () => {
  it('appends new videos at position = count with layout normal', () => {
    const a = store.videos.create(fields('a'));
    const b = store.videos.create(fields('bb'));
    expect([a.order_position, b.order_position]).toEqual([0, 1]);
    expect(b).toMatchObject({ layout: 'normal', keep_small_format: false, description: null });
    expect(store.videos.list().map((v) => v.title)).toEqual(['a', 'bb']);
  });

  it('updates the form fields, layout and small format', () => {
    const v = store.videos.create(fields('a'));
    const updated = store.videos.update(v.id, {
      ...fields('new'),
      description: 'd',
      video_type: 'youtube',
      url: 'https://youtu.be/aqz-KE-bpKQ',
    });
    expect(updated).toMatchObject({ title: 'new', description: 'd', video_type: 'youtube' });
    expect(store.videos.setLayout(v.id, 'half')?.layout).toBe('half');
    expect(store.videos.setKeepSmallFormat(v.id, true)?.keep_small_format).toBe(true);
    expect(store.videos.update('missing', fields('x'))).toBeNull();
    expect(store.videos.setLayout('missing', 'full')).toBeNull();
  });

  it('hides and shows a video; hidden ones stay in list() and leave listVisible()', () => {
    const [a, b, c] = ['a', 'bb', 'ccc'].map((t) => store.videos.create(fields(t)));
    expect(a?.visible).toBe(true);
    const revision = store.videos.revision();
    expect(store.videos.setVisible(b?.id ?? '', false)).toMatchObject({
      visible: false,
      order_position: 1,
    });
    expect(store.videos.revision()).toBe(revision + 1);
    expect(store.videos.list().map((v) => v.title)).toEqual(['a', 'bb', 'ccc']);
    expect(store.videos.listVisible().map((v) => v.id)).toEqual([a?.id, c?.id]);
    expect(store.videos.setVisible(b?.id ?? '', true)?.visible).toBe(true);
    expect(store.videos.listVisible()).toHaveLength(3);
    expect(store.videos.setVisible('missing', false)).toBeNull();
  });

  it('delete returns the removed row once', () => {
    const v = store.videos.create(fields('a'));
    expect(store.videos.delete(v.id)?.id).toBe(v.id);
    expect(store.videos.delete(v.id)).toBeNull();
    expect(store.videos.list()).toEqual([]);
  });

  it('reorders every video in one transaction', () => {
    const ids = ['a', 'b', 'c'].map((t) => store.videos.create(fields(t)).id);
    store.videos.reorder([ids[2] as string, ids[0] as string, ids[1] as string]);
    expect(store.videos.list().map((v) => [v.title, v.order_position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('refuses a partial, duplicated or foreign id list and changes nothing', () => {
    const ids = ['a', 'b', 'c'].map((t) => store.videos.create(fields(t)).id);
    const before = store.videos.list();
    const [x, y, z] = ids as [string, string, string];
    for (const bad of [[x, y], [x, y, z, 'other'], [x, x, y], [x, y, 'other'], []]) {
      expect(() => store.videos.reorder(bad)).toThrow(ReorderMismatchError);
    }
    expect(store.videos.list()).toEqual(before);
  });

  it('knows which media names a row references', () => {
    store.videos.create({ ...fields('a'), url: '/media/one.mp4', thumbnail_url: '/media/two.jpg' });
    expect(store.videos.isReferencedMedia('one.mp4')).toBe(true);
    expect(store.videos.isReferencedMedia('two.jpg')).toBe(true);
    expect(store.videos.isReferencedMedia('three.mp4')).toBe(false);
  });
});

describe("replaceThumbnail (the background copy's compare-and-set)", () => {
  const remote = 'https://i.ytimg.com/vi/R6MlUcmOul8/hqdefault.jpg';
  const copy = '/media/0b9a7c1e-4f7e-4a39-9d0e-3c3f1f3b2a10.jpg';

  it('replaces the thumbnail only while it is still the expected one, and counts as a write', () => {
    const v = store.videos.create({ ...fields('a'), thumbnail_url: remote });
    const revision = store.videos.revision();
    expect(store.videos.replaceThumbnail(v.id, remote, copy)).toBe(true);
    expect(store.videos.get(v.id)?.thumbnail_url).toBe(copy);
    expect(store.videos.revision()).toBeGreaterThan(revision);
    expect(store.videos.isReferencedMedia(copy.slice('/media/'.length))).toBe(true);
    // Already replaced (or edited meanwhile): a second attempt changes nothing.
    expect(store.videos.replaceThumbnail(v.id, remote, '/media/other.jpg')).toBe(false);
    expect(store.videos.get(v.id)?.thumbnail_url).toBe(copy);
  });

  it('changes nothing for a deleted row or a row without that thumbnail', () => {
    const v = store.videos.create({ ...fields('a'), thumbnail_url: null });
    expect(store.videos.replaceThumbnail(v.id, remote, copy)).toBe(false);
    expect(store.videos.get(v.id)?.thumbnail_url).toBeNull();
    store.videos.delete(v.id);
    expect(store.videos.replaceThumbnail(v.id, remote, copy)).toBe(false);
  });
});

describe("fillThumbnail (the Vimeo thumbnail's compare-and-set)", () => {
  const remote = 'https://i.vimeocdn.com/video/1-abc_1280';

  it('sets a thumbnail only while the row has none and still shows that video', () => {
    const v = store.videos.create({ ...fields('a'), thumbnail_url: null });
    expect(store.videos.fillThumbnail(v.id, 'https://vimeo.com/2', remote)).toBe(false);
    expect(store.videos.fillThumbnail(v.id, v.url, remote)).toBe(true);
    expect(store.videos.get(v.id)?.thumbnail_url).toBe(remote);
    expect(store.videos.fillThumbnail(v.id, v.url, '/media/other.jpg')).toBe(false);
    expect(store.videos.get(v.id)?.thumbnail_url).toBe(remote);
  });
});

describe('message store', () => {
  it('lists newest first, deletes, and counts recent messages of one sender', () => {
    const base = { email: 'a@b.fr', message: 'Bonjour' };
    const first = store.messages.create({ ...base, name: 'Un', senderKey: 'k1' });
    store.messages.create({ ...base, name: 'Deux', senderKey: 'k1' });
    store.messages.create({ ...base, name: 'Trois', senderKey: 'k2' });
    expect(store.messages.list().map((m) => m.name)).toEqual(['Trois', 'Deux', 'Un']);
    expect(store.messages.countRecentFrom('k1', Date.now() - 60_000)).toBe(2);
    expect(store.messages.countRecentFrom('k1', Date.now() + 60_000)).toBe(0);
    expect(store.messages.delete(first.id)).toBe(true);
    expect(store.messages.delete(first.id)).toBe(false);
    expect(store.messages.list()).toHaveLength(2);
  });
});
