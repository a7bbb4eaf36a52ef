import { useId, useRef, useState } from 'react';
import type { SettingsPort } from '../../../backend/port.ts';
import { errorMessage, isSessionExpired } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { SETTINGS_FILE_MAX_BYTES } from '../../../lib/media.ts';
import { fileErrorText } from '../../../lib/settings-errors.ts';
import type { SettingsFileKind, SiteSettings } from '../../../lib/site-settings.ts';
import { formatMegabytes } from '../../../lib/video.ts';
import { pushError, pushToast } from '../../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { DeleteDialog } from '../DeleteDialog.tsx';

const TEXTS = {
  cv: {
    legend: fr.settings.cv,
    none: fr.settings.noCv,
    choose: fr.settings.replaceCv,
    remove: fr.settings.deleteCv,
    updated: fr.settings.cvUpdated,
    removed: fr.settings.cvDeleted,
    accept: 'application/pdf,.pdf',
  },
  photo: {
    legend: fr.settings.photo,
    none: fr.settings.noPhoto,
    choose: fr.settings.replacePhoto,
    remove: fr.settings.deletePhoto,
    updated: fr.settings.photoUpdated,
    removed: fr.settings.photoDeleted,
    accept: 'image/jpeg,image/png,image/webp',
  },
} as const;

const dateText = (iso: string) =>
  iso ? new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short' }) : '';

export interface SettingsFileGroupProps {
  kind: SettingsFileKind;
  backend: SettingsPort;
  settings: SiteSettings;
  onChanged: (settings: SiteSettings) => void;
  onSessionExpired: () => void;
}

/**
 * The CV or the photo: what is published now, a picker that replaces it and a delete with
 * confirmation. A refused file (type by content, size) is said under the picker; the published
 * file stays until the new one is stored.
 */
export function SettingsFileGroup({
  kind,
  backend,
  settings,
  onChanged,
  onSessionExpired,
}: SettingsFileGroupProps) {
  const texts = TEXTS[kind];
  const file = settings[kind];
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const fail = (failure: unknown) => {
    if (isSessionExpired(failure)) return onSessionExpired();
    const text = fileErrorText(kind, failure);
    if (text) return setError(text);
    console.error(`${kind} change failed`, failure);
    pushError(fr.toasts.errorTitle, errorMessage('settings', failure));
  };

  async function upload(chosen: File) {
    setError(null);
    // Said at once for a file that is plainly too large; the server checks again by content.
    if (chosen.size > SETTINGS_FILE_MAX_BYTES[kind]) {
      setError(kind === 'cv' ? fr.settings.cvTooLarge : fr.settings.photoTooLarge);
      return;
    }
    setBusy(true);
    try {
      onChanged(await backend.uploadSettingsFile(kind, chosen));
      pushToast({ title: texts.updated });
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function remove(): Promise<boolean> {
    try {
      onChanged(await backend.deleteSettingsFile(kind));
      pushToast({ title: texts.removed });
      return true;
    } catch (failure) {
      fail(failure);
      return false;
    }
  }

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-5">
      <legend className="px-1 text-lg font-semibold">{texts.legend}</legend>
      <p className="text-sm text-muted">{fr.ownerSide.savesByItself}</p>
      {file ? (
        <div className="flex flex-wrap items-center gap-4">
          {kind === 'photo' && (
            <img
              src={file.url}
              alt={fr.site.photoAlt(settings.name)}
              className="h-24 w-20 rounded-md border border-line object-cover"
            />
          )}
          <p data-file-facts className="text-sm">
            {fr.settings.fileFacts(
              file.name,
              `${formatMegabytes(file.size)} MB`,
              dateText(file.updated_at),
            )}
          </p>
          {kind === 'cv' && (
            <a href={file.url} download={file.name} className={buttonClass('outline', 'compact')}>
              {fr.settings.download}
            </a>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">{texts.none}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className={buttonClass('default', 'compact', 'cursor-pointer')}>
          {busy ? fr.settings.uploading : texts.choose}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={texts.accept}
          disabled={busy}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) void upload(chosen);
          }}
        />
        {file && (
          <Button
            variant="outline"
            size="compact"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {texts.remove}
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      {confirming && (
        <DeleteDialog
          {...(kind === 'cv'
            ? { title: fr.settings.deleteCvTitle, description: fr.settings.deleteCvText }
            : { title: fr.settings.deletePhotoTitle, description: fr.settings.deletePhotoText })}
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        />
      )}
    </fieldset>
  );
}
