import { useId, useState } from 'react';
import type { AdminBackend } from '../../../backend/port.ts';
import { unexpectedErrorText } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { readingText, subtitleErrorText } from '../../../lib/subtitles/subtitle-errors.ts';
import {
  isSubtitleLanguage,
  readSubtitleFile,
  SUBTITLE_KINDS,
  type SubtitleKind,
} from '../../../lib/subtitles/subtitle-file.ts';
import { type SubtitleTrack, trackLabel } from '../../../lib/subtitles/track.ts';
import type { Video } from '../../../lib/video.ts';
import { invalidate, VIDEOS_KEY } from '../../../stores/query.ts';
import { Button } from '../../ui/Button.tsx';

const t = fr.subtitles;
const OTHER = 'other';

/**
 * Sous-titres of a stored uploaded film (docs/subtitles.md): its files, each removable, and one
 * more added with its language and kind. Checked here first, then again by the backend; a bad
 * file is refused with its first bad line. Its buttons are not the form's: nothing here waits
 * for Enregistrer.
 */
export function SubtitlesSection({
  backend,
  video,
  inputClassName,
}: {
  backend: AdminBackend;
  video: Video;
  inputClassName: string;
}) {
  const ids = { file: useId(), language: useId(), code: useId(), kind: useId(), error: useId() };
  const [tracks, setTracks] = useState<SubtitleTrack[]>(video.subtitles ?? []);
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState('fr');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<SubtitleKind>('subtitles');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (backend.subtitleMaker() === null) {
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t.heading}</legend>
        <p className="text-sm text-muted">{t.notHere}</p>
      </fieldset>
    );
  }

  const add = async () => {
    const lang = language === OTHER ? code.trim() : language;
    if (!file) return;
    if (!isSubtitleLanguage(lang)) return setError(t.badLanguage);
    const problem = readingText(
      readSubtitleFile(file.name, new Uint8Array(await file.arrayBuffer())),
    );
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const track = await backend.addSubtitle(video.id, { file, language: lang, kind });
      setTracks((all) => [
        ...all.filter((one) => one.language !== track.language || one.kind !== track.kind),
        track,
      ]);
      setFile(null);
      void invalidate(VIDEOS_KEY);
    } catch (refusal) {
      setError(subtitleErrorText(refusal) ?? unexpectedErrorText(refusal));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (track: SubtitleTrack) => {
    setBusy(true);
    setError(null);
    try {
      await backend.removeSubtitle(video.id, track.id);
      setTracks((all) => all.filter((one) => one.id !== track.id));
      void invalidate(VIDEOS_KEY);
    } catch (refusal) {
      setError(unexpectedErrorText(refusal));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3" data-subtitles>
      <legend className="font-semibold">{t.heading}</legend>
      <p className="text-sm text-muted">{t.hint}</p>
      {tracks.length === 0 ? (
        <p className="text-sm">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {tracks.map((track) => {
            const label = `${trackLabel(track, t.captionsMark)} — ${t.kinds[track.kind]}`;
            return (
              <li key={track.id} className="flex items-center justify-between gap-2">
                <span lang={track.language}>{label}</span>
                <Button
                  variant="ghost"
                  size="compact"
                  className="min-w-11"
                  disabled={busy}
                  aria-label={t.remove(label)}
                  onClick={() => void remove(track)}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={ids.file} className="flex flex-col gap-1 text-sm">
        {t.file}
        <input
          id={ids.file}
          type="file"
          accept=".vtt,.srt,text/vtt"
          disabled={busy}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
      </label>
      <div className="flex flex-wrap gap-3">
        <label htmlFor={ids.language} className="flex flex-col gap-1 text-sm">
          {t.language}
          <select
            id={ids.language}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            className={inputClassName}
          >
            <option value="fr">{t.languages.fr}</option>
            <option value="en" lang="en">
              {t.languages.en}
            </option>
            <option value={OTHER}>{t.otherLanguage}</option>
          </select>
        </label>
        {language === OTHER ? (
          <label htmlFor={ids.code} className="flex flex-col gap-1 text-sm">
            {t.otherCode}
            <input
              id={ids.code}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className={inputClassName}
              autoComplete="off"
            />
          </label>
        ) : null}
        <label htmlFor={ids.kind} className="flex flex-col gap-1 text-sm">
          {t.kind}
          <select
            id={ids.kind}
            value={kind}
            onChange={(event) => setKind(event.target.value as SubtitleKind)}
            className={inputClassName}
          >
            {SUBTITLE_KINDS.map((one) => (
              <option key={one} value={one}>
                {t.kinds[one]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div>
        <Button disabled={busy || !file} onClick={() => void add()}>
          {busy ? t.adding : t.add}
        </Button>
      </div>
      {error ? (
        <p
          id={ids.error}
          role="alert"
          className="rounded-md border border-danger bg-danger/15 p-3 text-sm"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
