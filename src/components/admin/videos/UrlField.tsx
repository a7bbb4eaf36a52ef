import { useEffect, useId, useState } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import { embedUrlFor, parseVideoId } from '../../../lib/video-url.ts';
import { youTubeThumbnail } from '../../../lib/youtube-thumbnail.ts';
import { checkUrl, liveUrlMessage, type UrlCheck } from './video-form-rules.ts';

export interface UrlFieldProps {
  type: 'youtube' | 'vimeo';
  value: string;
  onChange: (value: string) => void;
  inputClassName: string;
}

/** Time the 'checking' state stays visible, so typing does not flicker valid/invalid. */
export const URL_CHECK_DELAY_MS = 300;

function tryThumbnail(src: string): void {
  // The thumbnail is only tried: a failure is logged, never shown.
  const image = new Image();
  image.onerror = () => console.warn('YouTube thumbnail not reachable', src);
  image.src = src;
}

export function UrlField({ type, value, onChange, inputClassName }: UrlFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const [check, setCheck] = useState<UrlCheck>(() => checkUrl(type, value));

  useEffect(() => {
    if (!value.trim()) {
      setCheck('idle');
      return;
    }
    setCheck('checking');
    const timer = setTimeout(() => setCheck(checkUrl(type, value)), URL_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [type, value]);

  const id = check === 'valid' ? parseVideoId(type, value) : null;
  const thumbnail = type === 'youtube' && id ? youTubeThumbnail(id) : null;
  useEffect(() => {
    if (thumbnail) tryThumbnail(thumbnail);
  }, [thumbnail]);

  const preview = id ? embedUrlFor(type, value, { mode: 'dialog', autoplay: false }) : null;
  const invalidMessage = liveUrlMessage(type, check);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {fr.form.url}
      </label>
      <input
        id={inputId}
        name="url"
        type="url"
        inputMode="url"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={check === 'invalid'}
        aria-describedby={messageId}
        className={inputClassName}
        placeholder={
          type === 'youtube' ? 'https://www.youtube.com/watch?v=…' : 'https://vimeo.com/…'
        }
      />
      <p
        id={messageId}
        aria-live="polite"
        className={`text-sm ${invalidMessage ? 'text-red-300' : 'text-muted'}`}
      >
        {check === 'checking' ? fr.form.checking : null}
        {check === 'valid' ? fr.form.urlValid : null}
        {invalidMessage}
      </p>
      {preview ? (
        <div className="aspect-video overflow-hidden rounded-md border border-line">
          <iframe
            src={preview}
            title={fr.form.preview}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            className="h-full w-full border-0"
          />
        </div>
      ) : null}
    </div>
  );
}
