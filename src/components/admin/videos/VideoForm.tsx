import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { AdminBackend } from '../../../backend/port.ts';
import { aspectChoiceOf, sourceSize } from '../../../lib/aspect.ts';
import { CREDIT_FIELDS, type CreditField } from '../../../lib/credits.ts';
import { debugText, errorMessage, isSessionExpired } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { compactEnglish, VIDEO_ENGLISH_FIELDS } from '../../../lib/i18n/localize.ts';
import type { Video, VideoType } from '../../../lib/video.ts';
import { playerKind } from '../../../lib/video-url.ts';
import { invalidate, VIDEOS_KEY } from '../../../stores/query.ts';
import { dismissToast, pushError, pushToast } from '../../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { Progress } from '../../ui/Progress.tsx';
import { makePreviewAfterUpload } from './browser-preview.ts';
import { CreditsFields } from './CreditsFields.tsx';
import { EnglishFields } from './EnglishFields.tsx';
import { FileField } from './FileField.tsx';
import { FrameFields } from './FrameFields.tsx';
import { readFilmSize } from './film-size.ts';
import { PressFields } from './PressFields.tsx';
import { PreviewStartField } from './PreviewStartField.tsx';
import { SlugField } from './SlugField.tsx';
import { SubtitlesSection } from './SubtitlesSection.tsx';
import { saveVideo } from './save-video.ts';
import { UrlField } from './UrlField.tsx';
import { VideoTypeRadios } from './VideoTypeRadios.tsx';
import {
  emptyCredits,
  emptyEnglish,
  englishAfter,
  fileError,
  slugForTitle,
  submitError,
  type VideoFormValues,
} from './video-form-rules.ts';

export interface VideoFormProps {
  backend: AdminBackend;
  /** The video being edited; absent when adding. */
  video?: Video | null;
  onSaved: (video: Video) => void;
  onSessionExpired?: () => void;
  capturePoster?: (file: Blob) => Promise<Blob>;
  /** Categories already used, suggested in the Catégorie field. */
  categories?: readonly string[];
}

const FIELD =
  'w-full rounded-md border border-line bg-bg px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-accent';

function initialValues(video: Video | null): VideoFormValues {
  const type: VideoType = video ? playerKind(video.video_type) : 'youtube';
  return {
    title: video?.title ?? '',
    description: video?.description ?? '',
    type,
    url: video && type !== 'direct' ? video.url : '',
    file: null,
    slug: video?.slug ?? '',
    // A stored film keeps its address when its title changes; a new one follows the title.
    slugEdited: video !== null,
    previewStart: String(video?.preview_start ?? 0),
    credits: creditsText(video),
    press: (video?.press ?? []).map((q) => ({
      quote: q.quote,
      source: q.source,
      url: q.url ?? '',
    })),
    aspect: aspectChoiceOf(video?.aspect_ratio),
    fillFrame: video?.fill_frame ?? false,
    fileSize: null,
    en: { ...emptyEnglish(), ...compactEnglish(video?.en, VIDEO_ENGLISH_FIELDS) },
  };
}

function creditsText(video: Video | null): Record<CreditField, string> {
  const credits = emptyCredits();
  if (!video) return credits;
  for (const field of CREDIT_FIELDS) {
    const value = video[field];
    credits[field] = value === null || value === undefined ? '' : String(value);
  }
  return credits;
}

export function VideoForm({
  backend,
  video = null,
  onSaved,
  onSessionExpired,
  capturePoster,
  categories = [],
}: VideoFormProps) {
  const ids = {
    title: useId(),
    description: useId(),
    error: useId(),
    debug: useId(),
    first: useId(),
    firstHint: useId(),
  };
  const editing = video !== null;
  const hasStoredFile = video !== null && playerKind(video.video_type) === 'direct';
  // Closing the dialog cancels an upload in progress (tus terminates it on the server).
  const cancel = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    cancel.current = controller;
    return () => controller.abort();
  }, []);
  const [values, setValues] = useState(() => initialValues(video));
  // A stored English address stays; a new one follows the English title until typed.
  const [englishSlugFollows, setEnglishSlugFollows] = useState(() => !video?.en?.slug);
  const [error, setError] = useState<string | null>(null);
  const [rawError, setRawError] = useState<string | null>(null);
  const [showDebug, setShowDebug] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);

  // The error toast this form showed, taken away with its inline message: an error never stays
  // on screen once its cause is fixed, nor beside the success that follows.
  const errorToast = useRef<number | null>(null);
  // Whether the shown error is the submit check's, which a later edit may have fixed.
  const checked = useRef(false);
  const clearError = () => {
    setError(null);
    setRawError(null);
    checked.current = false;
    if (errorToast.current !== null) dismissToast(errorToast.current);
    errorToast.current = null;
  };
  const fail = (message: string, raw: string | null) => {
    setError(message);
    setRawError(raw);
    if (errorToast.current !== null) dismissToast(errorToast.current);
    errorToast.current = pushError(fr.toasts.errorTitle, message);
  };
  // After each edit, the submit check's error goes as soon as the form no longer has it.
  useEffect(() => {
    if (!checked.current || error === null) return;
    if (submitError(values, hasStoredFile) !== error) clearError();
  });
  const update = (patch: Partial<VideoFormValues>) => setValues((v) => ({ ...v, ...patch }));
  // Shown under the file field as soon as the file is picked (it holds the size advice).
  const fileProblem = values.type === 'direct' && values.file ? fileError(values.file) : null;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const invalid = submitError(values, hasStoredFile);
    if (invalid) {
      fail(invalid, null);
      checked.current = true;
      return;
    }
    setSaving(true);
    setProgress(0);
    clearError();
    try {
      const saved = await saveVideo({
        backend,
        values,
        existing: video,
        onProgress: setProgress,
        signal: cancel.current.signal,
        ...(capturePoster ? { capturePoster } : {}),
      });
      pushToast(
        editing
          ? { title: fr.toasts.updated, description: fr.toasts.updatedText }
          : { title: fr.toasts.added, description: fr.toasts.addedText },
      );
      // The copy is made after the save answered: the owner may go on meanwhile. Started before
      // the list reloads, so the new card reads Aperçu en préparation from its first frame.
      if (values.type === 'direct' && values.file) {
        void makePreviewAfterUpload(backend, saved, values.file).then((made) => {
          if (made !== 'none') void invalidate(VIDEOS_KEY);
        });
      }
      onSaved(saved);
    } catch (caught) {
      if (cancel.current.signal.aborted) return;
      console.error('save failed', caught);
      if (isSessionExpired(caught) && onSessionExpired) {
        onSessionExpired();
        return;
      }
      fail(errorMessage('save', caught, values.type), debugText(caught));
    } finally {
      setSaving(false);
      setProgress(0);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-describedby={error && error !== fileProblem ? ids.error : undefined}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.title} className="text-sm font-medium">
          {fr.form.title}
        </label>
        <input
          id={ids.title}
          name="title"
          required
          aria-required
          value={values.title}
          onChange={(e) => {
            const title = e.target.value;
            setValues((v) => ({ ...v, title, slug: slugForTitle(v, title) }));
          }}
          className={FIELD}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.description} className="text-sm font-medium">
          {fr.form.description}
        </label>
        <textarea
          id={ids.description}
          name="description"
          rows={3}
          value={values.description}
          onChange={(e) => update({ description: e.target.value })}
          className={FIELD}
        />
      </div>
      <VideoTypeRadios
        value={values.type}
        disabled={saving}
        onChange={(type) => {
          update({ type });
          clearError();
        }}
      />
      {values.type === 'direct' ? (
        <FileField
          file={values.file}
          required={!hasStoredFile}
          disabled={saving}
          problem={fileProblem}
          onChange={(file) => {
            update({ file, fileSize: null });
            // The file's own problem shows under the field at once (FileField), not here.
            clearError();
            // Read in the background: a size that comes after the save is simply not sent.
            if (file && !fileError(file)) {
              void readFilmSize(file).then((fileSize) =>
                setValues((v) => (v.file === file ? { ...v, fileSize } : v)),
              );
            }
          }}
        />
      ) : (
        <UrlField
          key={values.type}
          type={values.type}
          value={values.url}
          onChange={(url) => update({ url })}
          inputClassName={FIELD}
        />
      )}
      {values.type === 'direct' ? (
        <PreviewStartField
          value={values.previewStart ?? '0'}
          onChange={(previewStart) => update({ previewStart })}
          inputClassName={FIELD}
        />
      ) : null}
      <FrameFields
        aspect={values.aspect ?? 'auto'}
        fillFrame={values.fillFrame ?? false}
        measured={
          values.fileSize ??
          (values.file ? null : sourceSize(video?.source_width, video?.source_height))
        }
        onChange={update}
        inputClassName={FIELD}
      />
      {values.type === 'direct' && video && hasStoredFile ? (
        <SubtitlesSection key={video.id} backend={backend} video={video} inputClassName={FIELD} />
      ) : values.type === 'direct' ? (
        <p className="text-sm text-muted">{fr.subtitles.saveFirst}</p>
      ) : null}
      <SlugField
        value={values.slug}
        onChange={(slug) => update({ slug, slugEdited: true })}
        inputClassName={FIELD}
      />
      <CreditsFields
        values={values.credits}
        categories={categories}
        onChange={(field, value) =>
          setValues((v) => ({ ...v, credits: { ...v.credits, [field]: value } }))
        }
        inputClassName={FIELD}
      />
      <PressFields
        rows={values.press}
        onChange={(press) => update({ press })}
        inputClassName={FIELD}
      />
      <EnglishFields
        values={values.en ?? emptyEnglish()}
        onChange={(field, value) => {
          if (field === 'slug') setEnglishSlugFollows(false);
          setValues((v) => ({
            ...v,
            en: englishAfter(v.en ?? emptyEnglish(), field, value, englishSlugFollows),
          }));
        }}
        inputClassName={FIELD}
      />
      {editing ? null : (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.first} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              id={ids.first}
              type="checkbox"
              checked={values.placeFirst === true}
              onChange={(e) => update({ placeFirst: e.target.checked })}
              aria-describedby={ids.firstHint}
              className="h-5 w-5 accent-accent"
            />
            {fr.ownerSide.placeFirst}
          </label>
          <p id={ids.firstHint} className="text-sm text-muted">
            {fr.ownerSide.placeFirstHint}
          </p>
        </div>
      )}
      {progress > 0 && progress < 100 ? (
        <Progress value={progress} label={fr.form.uploadProgress} />
      ) : null}
      {error && error !== fileProblem ? (
        <p
          id={ids.error}
          role="alert"
          className="rounded-md border border-danger bg-danger/15 p-3 text-sm"
        >
          {error}
        </p>
      ) : null}
      <label htmlFor={ids.debug} className="flex min-h-11 items-center gap-2 text-sm text-muted">
        <input
          id={ids.debug}
          type="checkbox"
          checked={showDebug}
          onChange={(e) => setShowDebug(e.target.checked)}
          className="accent-accent"
        />
        {fr.form.showDebug}
      </label>
      {showDebug && rawError ? (
        <details className="rounded-md border border-line p-3 text-sm">
          <summary className="cursor-pointer">{fr.form.debugDetails}</summary>
          <pre className="mt-2 overflow-auto whitespace-pre-wrap text-xs">{rawError}</pre>
        </details>
      ) : null}
      <Button type="submit" disabled={saving}>
        {saving ? fr.form.saving : editing ? fr.form.update : fr.form.add}
      </Button>
    </form>
  );
}
