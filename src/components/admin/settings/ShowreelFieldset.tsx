import { useEffect, useId, useState } from 'react';
import type { VideosPort } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { SHOWREEL_START_MAX, type ShowreelState, showreelOf } from '../../../lib/showreel.ts';
import type { SiteSettings } from '../../../lib/site-settings.ts';
import type { Video } from '../../../lib/video.ts';
import { Button } from '../../ui/Button.tsx';
import { FIELD_CLASS } from './SettingsField.tsx';

/** What the form holds of the showreel: text, as typed; the shared schema reads the number. */
export interface ShowreelValues {
  showreel_id: string;
  showreel_start: string;
}

export const showreelValuesOf = (settings: SiteSettings): ShowreelValues => ({
  showreel_id: settings.showreel_id,
  showreel_start: String(settings.showreel_start),
});

const STATE_TEXT: Partial<Record<ShowreelState, string>> = {
  missing: fr.showreel.missing,
  hidden: fr.showreel.hiddenFilm,
  poster: fr.showreel.poster,
  preparing: fr.showreel.preparing,
  ready: fr.showreel.ready,
  failed: fr.showreel.failed,
};

export interface ShowreelFieldsetProps {
  backend: Pick<VideosPort, 'listVideos'>;
  /** The settings as last saved: the state shown is the saved choice's. */
  settings: SiteSettings;
  values: ShowreelValues;
  onChange: (values: ShowreelValues) => void;
  errors: Record<string, string>;
  saving: boolean;
}

/**
 * Bande démo and Début de la boucle (src/lib/showreel.ts), and what the landing page shows of the
 * saved choice. A failed copy is made again by saving the settings: the button submits the form.
 */
export function ShowreelFieldset({
  backend,
  settings,
  values,
  onChange,
  errors,
  saving,
}: ShowreelFieldsetProps) {
  const [videos, setVideos] = useState<Video[]>([]);
  const ids = { film: useId(), start: useId(), hint: useId(), error: useId(), state: useId() };
  useEffect(() => {
    let live = true;
    backend.listVideos().then(
      (list) => live && setVideos(list),
      (error: unknown) => console.error('films for the showreel not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [backend]);
  const { state } = showreelOf(settings, videos);
  // Until the films are read, a chosen film would look deleted: say nothing yet.
  const stateText = videos.length === 0 && state === 'missing' ? undefined : STATE_TEXT[state];
  const startError = errors.showreel_start;
  const unknownChoice =
    values.showreel_id !== '' && !videos.some((video) => video.id === values.showreel_id);

  return (
    <fieldset
      data-showreel
      className="flex flex-col gap-4 rounded-xl border border-line p-5"
      aria-describedby={stateText ? ids.state : undefined}
    >
      <legend className="px-1 text-lg font-semibold">{fr.showreel.legend}</legend>
      <p className="text-sm text-muted">{fr.showreel.hint}</p>
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.film} className="text-sm font-medium">
          {fr.showreel.film}
        </label>
        <select
          id={ids.film}
          name="showreel_id"
          value={values.showreel_id}
          onChange={(e) => onChange({ ...values, showreel_id: e.target.value })}
          className={FIELD_CLASS}
        >
          <option value="">{fr.showreel.none}</option>
          {unknownChoice && <option value={values.showreel_id}>—</option>}
          {videos.map((video) => (
            <option key={video.id} value={video.id}>
              {video.visible ? video.title : `${video.title} ${fr.showreel.hidden}`}
            </option>
          ))}
        </select>
        {errors.showreel_id && <p className="text-sm text-red-400">{errors.showreel_id}</p>}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.start} className="text-sm font-medium">
          {fr.showreel.start}
        </label>
        <input
          id={ids.start}
          name="showreel_start"
          type="number"
          inputMode="decimal"
          min={0}
          max={SHOWREEL_START_MAX}
          step="any"
          value={values.showreel_start}
          aria-invalid={startError ? true : undefined}
          aria-describedby={startError ? `${ids.hint} ${ids.error}` : ids.hint}
          onChange={(e) => onChange({ ...values, showreel_start: e.target.value })}
          className={FIELD_CLASS}
        />
        <p id={ids.hint} className="text-xs text-muted">
          {fr.showreel.startHint}
        </p>
        {startError && (
          <p id={ids.error} className="text-sm text-red-400">
            {startError}
          </p>
        )}
      </div>
      {stateText && (
        <p id={ids.state} data-showreel-state={state} role="status" className="text-sm">
          {stateText}
        </p>
      )}
      {state === 'failed' && (
        <div>
          <Button type="submit" disabled={saving}>
            {fr.showreel.remake}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
