// The contract's subtitle files (docs/subtitles.md): a WebVTT file is stored as it is and an SRT
// file as WebVTT, both named on their film; a bad file is refused with its first bad line; a
// hidden film's files are as private as it; they go on request and with their film. Runs where
// the subject stores films and its deployment stores subtitle files (`subtitleMaker()`).
import { beforeEach, describe, expect, it } from 'vitest';
import type { SubtitleKind } from '../../lib/subtitles/subtitle-file.ts';
import type { VideoInput } from '../../lib/video.ts';
import type { ContractSetup } from './support.ts';
import { useSubject } from './support.ts';

const VTT = 'WEBVTT\n\n00:00.500 --> 00:02.000\nBonjour.\n';
const SRT = '1\n00:00:00,500 --> 00:00:02,000\nHello.\n';

const film = (url: string): VideoInput => ({
  title: 'Court métrage',
  description: null,
  url,
  video_type: 'direct',
  thumbnail_url: null,
});

const upload = (name: string, text: string, language = 'fr', kind: SubtitleKind = 'subtitles') => ({
  file: new File([text], name),
  language,
  kind,
});

export function describeSubtitlesContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: subtitle files`, () => {
    const subject = useSubject(setup);
    const films = () => {
      const { films: stored } = subject();
      if (!stored) throw new Error('this subject cannot store a film');
      return stored;
    };
    // A deployment that stores no subtitle files (Supabase mode, for now) must say so and refuse
    // them; the cases below are about one that stores them.
    const storesThem = () =>
      subject().films !== undefined && subject().backend.subtitleMaker() !== null;
    beforeEach(async () => {
      const { backend, credentials } = subject();
      await backend.signIn(credentials.email, credentials.password);
    });

    it('says who makes them, or refuses them with 400 where none are stored', async () => {
      const { backend } = subject();
      const maker = backend.subtitleMaker();
      if (maker !== null) {
        expect(['server', 'browser']).toContain(maker);
        return;
      }
      await expect(backend.addSubtitle('any-film', upload('fr.vtt', VTT))).rejects.toMatchObject({
        status: 400,
      });
    });

    it('stores WebVTT as it is and SRT as WebVTT, named on the film and served', async () => {
      if (!storesThem()) return;
      const { backend, publicContent, readFile } = subject();
      const video = await backend.createVideo(film(await films().upload()));
      const french = await backend.addSubtitle(video.id, upload('fr.vtt', VTT));
      const english = await backend.addSubtitle(video.id, upload('en.srt', SRT, 'en', 'captions'));
      const shown = (await publicContent.listVideos()).find((v) => v.id === video.id);
      expect(shown?.subtitles?.map((t) => [t.language, t.kind]).sort()).toEqual([
        ['en', 'captions'],
        ['fr', 'subtitles'],
      ]);
      expect(new TextDecoder().decode(await readFile(french.url))).toBe(VTT);
      expect(new TextDecoder().decode(await readFile(english.url))).toBe(
        'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHello.\n',
      );
    });

    it('refuses a bad file with its first bad line, a wrong type and an oversized file', async () => {
      if (!storesThem()) return;
      const { backend } = subject();
      const video = await backend.createVideo(film(await films().upload()));
      await expect(
        backend.addSubtitle(video.id, upload('fr.vtt', 'WEBVTT\n\n00:02.000 --> 00:01.000\nA\n')),
      ).rejects.toMatchObject({ code: 'validation', fields: { file: 'end_before_start:3' } });
      await expect(backend.addSubtitle(video.id, upload('fr.doc', VTT))).rejects.toMatchObject({
        code: 'unsupported_media_type',
      });
      await expect(
        backend.addSubtitle(video.id, upload('fr.vtt', `${VTT}${'a'.repeat(512 * 1024)}`)),
      ).rejects.toMatchObject({ code: 'payload_too_large' });
      const listed = (await backend.listVideos()).find((v) => v.id === video.id);
      expect(listed?.subtitles ?? []).toEqual([]);
    });

    it('keeps a hidden film’s files private, and removes them on request and with the film', async () => {
      if (!storesThem()) return;
      const { backend } = subject();
      const video = await backend.createVideo(film(await films().upload()));
      const french = await backend.addSubtitle(video.id, upload('fr.vtt', VTT));
      const english = await backend.addSubtitle(video.id, upload('en.vtt', VTT, 'en'));
      expect(await films().status(french.url)).toBe(200);
      await backend.setVisible(video.id, false);
      expect(await films().status(french.url)).not.toBe(200);
      await backend.setVisible(video.id, true);
      await backend.removeSubtitle(video.id, french.id);
      expect(await films().status(french.url)).not.toBe(200);
      await backend.deleteVideo(video.id);
      expect(await films().status(english.url)).not.toBe(200);
    });
  });
}
