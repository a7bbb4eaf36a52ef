// The contract's signed-in half: videos, their validation, poster images and contact messages.
import { beforeEach, describe, expect, it } from 'vitest';
import { type ContractSetup, rejection, useSubject, vimeo, youtube } from './support.ts';

// The first bytes of a JPEG (SOI + JFIF APP0): what a content check looks for.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

export function describeContentContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: videos`, () => {
    const subject = useSubject(setup);
    const backend = () => subject().backend;
    beforeEach(async () => {
      const { credentials } = subject();
      await backend().signIn(credentials.email, credentials.password);
    });

    it('hides a video from the public list only; it keeps its place and comes back', async () => {
      const { publicContent } = subject();
      const [a, b, c] = [
        await backend().createVideo(youtube),
        await backend().createVideo(vimeo),
        await backend().createVideo({ ...vimeo, title: 'Troisième' }),
      ];
      expect([a, b, c].map((v) => v.visible)).toEqual([true, true, true]);
      const hidden = await backend().setVisible(b.id, false);
      expect(hidden).toMatchObject({ id: b.id, visible: false, order_position: 1 });
      expect((await publicContent.listVideos()).map((v) => v.id)).toEqual([a.id, c.id]);
      expect((await backend().listVideos()).map((v) => [v.id, v.visible])).toEqual([
        [a.id, true],
        [b.id, false],
        [c.id, true],
      ]);
      await backend().reorderVideos([c.id, b.id, a.id]);
      expect((await publicContent.listVideos()).map((v) => v.id)).toEqual([c.id, a.id]);
      expect((await backend().setVisible(b.id, true)).visible).toBe(true);
      expect((await publicContent.listVideos()).map((v) => v.id)).toEqual([c.id, b.id, a.id]);
    });

    it('adds each new video at the end, normal size, listed by position', async () => {
      const a = await backend().createVideo(youtube);
      expect(a).toMatchObject({
        ...youtube,
        order_position: 0,
        layout: 'normal',
        keep_small_format: false,
      });
      const b = await backend().createVideo(vimeo);
      expect(b).toMatchObject({ ...vimeo, order_position: 1, layout: 'normal' });
      expect(b.keep_small_format).toBe(false);
      expect(await backend().listVideos()).toEqual([a, b]);
    });

    it('edits the fields and keeps position and layout', async () => {
      const a = await backend().createVideo(youtube);
      const edited = { ...vimeo, title: 'Bande démo 2026', description: 'Nouvelle version' };
      const updated = await backend().updateVideo(a.id, edited);
      expect(updated).toMatchObject({ ...edited, id: a.id, order_position: 0, layout: 'normal' });
      expect(await backend().listVideos()).toEqual([updated]);
    });

    it('sets the layout and the small-format flag', async () => {
      const a = await backend().createVideo(youtube);
      expect((await backend().setLayout(a.id, 'half')).layout).toBe('half');
      expect((await backend().setLayout(a.id, 'full')).layout).toBe('full');
      expect((await backend().setKeepSmallFormat(a.id, true)).keep_small_format).toBe(true);
      const [listed] = await backend().listVideos();
      expect(listed).toMatchObject({ layout: 'full', keep_small_format: true, title: a.title });
    });

    it('reorders to 0..n-1 and refuses a list that is not exactly the current set', async () => {
      const a = await backend().createVideo(youtube);
      const b = await backend().createVideo(vimeo);
      const c = await backend().createVideo({ ...youtube, title: 'Making-of' });
      await backend().reorderVideos([c.id, a.id, b.id]);
      const ordered = (await backend().listVideos()).map((v) => [v.id, v.order_position]);
      expect(ordered).toEqual([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
      ]);
      const before = await backend().listVideos();
      for (const ids of [
        [c.id, a.id],
        [c.id, a.id, b.id, crypto.randomUUID()],
        [c.id, a.id, a.id],
      ]) {
        expect((await rejection(backend().reorderVideos(ids))).code).toBe('validation');
      }
      expect(await backend().listVideos()).toEqual(before);
    });

    it('deletes a video, then reports it gone', async () => {
      const a = await backend().createVideo(youtube);
      const b = await backend().createVideo(vimeo);
      await backend().deleteVideo(a.id);
      expect((await backend().listVideos()).map((v) => v.id)).toEqual([b.id]);
      expect((await rejection(backend().deleteVideo(a.id))).code).toBe('not_found');
    });

    it('refuses an empty title and a YouTube address without an id, storing nothing', async () => {
      const blank = await rejection(backend().createVideo({ ...youtube, title: '  ' }));
      expect([blank.code, blank.fields?.title]).toEqual(['validation', 'title_required']);
      const noId = { ...youtube, url: 'https://www.youtube.com/watch?feature=share' };
      const invalid = await rejection(backend().createVideo(noId));
      expect([invalid.code, invalid.fields?.url]).toEqual(['validation', 'youtube_invalid']);
      expect(await backend().listVideos()).toEqual([]);
    });

    it('stores a poster image a video can use, and refuses what is not an image', async () => {
      const { url } = await backend().uploadThumbnail(new Blob([JPEG], { type: 'image/jpeg' }));
      expect(url).toMatch(/\.jpg$/);
      const video = await backend().createVideo({ ...vimeo, thumbnail_url: url });
      expect((await backend().listVideos()).map((v) => v.thumbnail_url)).toEqual([url]);
      expect(video.thumbnail_url).toBe(url);
      const text = new Blob(['not an image'], { type: 'text/plain' });
      const refused = await rejection(backend().uploadThumbnail(text));
      expect(refused.code).toBe('unsupported_media_type');
    });
  });

  describe(`${name} adapter contract: messages`, () => {
    const subject = useSubject(setup);

    it('lists contact messages newest first and deletes one', async () => {
      const { backend, contact, credentials } = subject();
      for (const who of ['Alice', 'Bruno']) {
        await contact.sendContactMessage({
          name: who,
          email: `${who.toLowerCase()}@example.com`,
          message: `Bonjour de ${who}`,
        });
      }
      await backend.signIn(credentials.email, credentials.password);
      const messages = await backend.listMessages();
      expect(messages.map((m) => [m.name, m.email, m.message])).toEqual([
        ['Bruno', 'bruno@example.com', 'Bonjour de Bruno'],
        ['Alice', 'alice@example.com', 'Bonjour de Alice'],
      ]);
      await backend.deleteMessage(messages[0]?.id ?? '');
      expect((await backend.listMessages()).map((m) => m.name)).toEqual(['Alice']);
      const gone = await rejection(backend.deleteMessage(crypto.randomUUID()));
      expect(gone.code).toBe('not_found');
    });
  });
}
