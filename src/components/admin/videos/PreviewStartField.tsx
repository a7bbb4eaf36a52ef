import { useId } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import { PREVIEW_START_MAX } from '../../../lib/video-preview.ts';

export interface PreviewStartFieldProps {
  value: string;
  onChange: (value: string) => void;
  inputClassName: string;
}

/** Début de l'aperçu: where an uploaded film's preview excerpt starts, in seconds. */
export function PreviewStartField({ value, onChange, inputClassName }: PreviewStartFieldProps) {
  const id = useId();
  const hint = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {fr.previews.start}
      </label>
      <input
        id={id}
        name="preview_start"
        type="number"
        inputMode="decimal"
        min={0}
        max={PREVIEW_START_MAX}
        step="any"
        value={value}
        aria-describedby={hint}
        onChange={(e) => onChange(e.target.value)}
        className={inputClassName}
      />
      <p id={hint} className="text-xs text-muted">
        {fr.previews.startHint}
      </p>
    </div>
  );
}
