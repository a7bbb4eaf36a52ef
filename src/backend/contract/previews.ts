// The contract's preview copies (docs/video-previews.md): a copy the admin's browser made is
// stored beside its film and served; a hidden film's copy is as private as the film; deleting or
// replacing the film removes it. Runs where the subject can store a film (`films`), which
// uploadVideo cannot do in Node (suite.ts): a generated tiny MP4 stands in for the upload.
import { beforeEach, describe, expect, it } from 'vitest';
import type { VideoInput } from '../../lib/video.ts';
import type { ContractSetup } from './support.ts';
import { useSubject } from './support.ts';

const film = (url: string): VideoInput => ({
  title: 'Plan-séquence',
  description: null,
  url,
  video_type: 'direct',
  thumbnail_url: null,
});

export function describePreviewsContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: preview copies`, () => {
    const subject = useSubject(setup);
    const films = () => {
      const { films: stored } = subject();
      if (!stored) throw new Error('this subject cannot store a film');
      return stored;
    };
    beforeEach(async ({ skip }) => {
      const { backend, credentials, films: stored } = subject();
      if (!stored) skip();
      await backend.signIn(credentials.email, credentials.password);
    });

    /** A stored film with its copy sent, and the copy's public address. */
    async function filmWithCopy() {
      const { backend } = subject();
      const video = await backend.createVideo(film(await films().upload()));
      await backend.sendPreview(video.id, films().copy(), films().poster());
      const listed = (await backend.listVideos()).find((v) => v.id === video.id);
      return { video, copyUrl: listed?.preview_url ?? '' };
    }

    it('stores the copy beside its film, names it on the film and serves it', async () => {
      const { publicContent, readFile, backend } = subject();
      const { video, copyUrl } = await filmWithCopy();
      expect(copyUrl).toMatch(/\.preview\.mp4$/);
      const listed = (await backend.listVideos()).find((v) => v.id === video.id);
      expect(listed?.preview_state).toBe('ready');
      expect(listed?.preview_poster_url).toMatch(/\.preview\.jpg$/);
      const shown = (await publicContent.listVideos()).find((v) => v.id === video.id);
      expect(shown?.preview_url).toBe(copyUrl);
      expect(await readFile(copyUrl)).toEqual(new Uint8Array(await films().copy().arrayBuffer()));
      expect(await films().status(copyUrl)).toBe(200);
    });

    it('keeps a hidden film’s copy private, and serves it again when shown', async () => {
      const { backend, publicContent } = subject();
      const { video, copyUrl } = await filmWithCopy();
      await backend.setVisible(video.id, false);
      expect(await films().status(copyUrl)).not.toBe(200);
      expect((await publicContent.listVideos()).map((v) => v.id)).not.toContain(video.id);
      // The admin still has it, at an address it may read.
      const listed = (await backend.listVideos()).find((v) => v.id === video.id);
      expect(listed?.preview_state).toBe('ready');
      await backend.setVisible(video.id, true);
      expect(await films().status(copyUrl)).toBe(200);
    });

    it('sends a hidden film’s copy to where its film is: never public', async () => {
      const { backend } = subject();
      const video = await backend.createVideo(film(await films().upload()));
      await backend.setVisible(video.id, false);
      await backend.sendPreview(video.id, films().copy(), films().poster());
      await backend.setVisible(video.id, true);
      const copyUrl = (await backend.listVideos()).find((v) => v.id === video.id)?.preview_url;
      expect(copyUrl).toMatch(/\.preview\.mp4$/);
      await backend.setVisible(video.id, false);
      expect(await films().status(copyUrl ?? '')).not.toBe(200);
    });

    it('removes the copy with its film', async () => {
      const { backend } = subject();
      const { video, copyUrl } = await filmWithCopy();
      await backend.deleteVideo(video.id);
      expect(await films().status(copyUrl)).not.toBe(200);
    });

    it('forgets and removes the copy when the film’s file is replaced', async () => {
      const { backend } = subject();
      const { video, copyUrl } = await filmWithCopy();
      const updated = await backend.updateVideo(video.id, film(await films().upload()));
      expect(updated.preview_url ?? null).toBeNull();
      const listed = (await backend.listVideos()).find((v) => v.id === video.id);
      expect(listed?.preview_state).toBe('missing');
      expect(listed?.preview_url ?? null).toBeNull();
      expect(await films().status(copyUrl)).not.toBe(200);
    });
  });
}
