import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { AdminBackend } from '../../../backend/port.ts';
import { CREDIT_FIELDS, type CreditField } from '../../../lib/credits.ts';
import { debugText, errorMessage, isSessionExpired } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { Video, VideoType } from '../../../lib/video.ts';
import { playerKind } from '../../../lib/video-url.ts';
import { invalidate, VIDEOS_KEY } from '../../../stores/query.ts';
import { pushError, pushToast } from '../../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { Progress } from '../../ui/Progress.tsx';
import { makePreviewAfterUpload } from './browser-preview.ts';
import { CreditsFields } from './CreditsFields.tsx';
import { FileField } from './FileField.tsx';
import { PreviewStartField } from './PreviewStartField.tsx';
import { SlugField } from './SlugField.tsx';
import { SubtitlesSection } from './SubtitlesSection.tsx';
import { saveVideo } from './save-video.ts';
import { UrlField } from './UrlField.tsx';
import { VideoTypeRadios } from './VideoTypeRadios.tsx';
import {
  emptyCredits,
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
  const ids = { title: useId(), description: useId(), error: useId(), debug: useId() };
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
  const [error, setError] = useState<string | null>(null);
  const [rawError, setRawError] = useState<string | null>(null);
  const [showDebug, setShowDebug] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);

  const update = (patch: Partial<VideoFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const fail = (message: string, raw: string | null) => {
    setError(message);
    setRawError(raw);
    pushError(fr.toasts.errorTitle, message);
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const invalid = submitError(values, hasStoredFile);
    if (invalid) {
      fail(invalid, null);
      return;
    }
    setSaving(true);
    setProgress(0);
    setError(null);
    setRawError(null);
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
      onSaved(saved);
      // The copy is made after the save answered: the owner may go on meanwhile.
      if (values.type === 'direct' && values.file) {
        void makePreviewAfterUpload(backend, saved, values.file).then((made) => {
          if (made !== 'none') void invalidate(VIDEOS_KEY);
        });
      }
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
      aria-describedby={error ? ids.error : undefined}
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
          setError(null);
          setRawError(null);
        }}
      />
      {values.type === 'direct' ? (
        <FileField
          file={values.file}
          required={!hasStoredFile}
          disabled={saving}
          onChange={(file) => {
            update({ file });
            const problem = file ? fileError(file) : null;
            setError(problem);
            setRawError(null);
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
      {progress > 0 && progress < 100 ? (
        <Progress value={progress} label={fr.form.uploadProgress} />
      ) : null}
      {error ? (
        <p
          id={ids.error}
          role="alert"
          className="rounded-md border border-danger bg-danger/15 p-3 text-sm"
        >
          {error}
        </p>
      ) : null}
      <label htmlFor={ids.debug} className="flex items-center gap-2 text-sm text-muted">
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
