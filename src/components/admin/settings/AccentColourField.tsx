import { useId } from 'react';
import {
  ACCENT_PRESETS,
  accentContrast,
  DEFAULT_ACCENT,
  isHexColour,
} from '../../../lib/accent-colour.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { FIELD_CLASS } from './SettingsField.tsx';

export interface AccentColourFieldProps {
  /** "#rrggbb", or '' for the default accent. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * Couleur d'accent: a colour input, the same value as text (typed by hand, read by screen
 * readers), a few presets that pass the contrast rule, and the contrast of the value shown.
 * The form checks the rule (src/lib/accent-colour.ts) before sending; the server again.
 */
export function AccentColourField({ value, onChange, error }: AccentColourFieldProps) {
  const ids = { picker: useId(), text: useId(), hint: useId(), error: useId() };
  const shown = value === '' ? DEFAULT_ACCENT : value;
  const contrast = isHexColour(shown) ? accentContrast(shown.toLowerCase()) : null;
  const describedBy = [ids.hint, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={ids.text} className="text-sm font-medium">
        {fr.look.accentLabel}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={ids.picker}
          type="color"
          aria-label={fr.look.accentPicker}
          value={isHexColour(shown) ? shown.toLowerCase() : DEFAULT_ACCENT}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-line bg-bg"
        />
        <input
          id={ids.text}
          name="accent_color"
          value={value}
          placeholder={DEFAULT_ACCENT}
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value.trim())}
          className={`${FIELD_CLASS} max-w-40 font-mono`}
        />
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{fr.look.accentPresets}</legend>
        {ACCENT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-label={fr.look.accentPreset(preset)}
            aria-pressed={shown.toLowerCase() === preset}
            onClick={() => onChange(preset === DEFAULT_ACCENT ? '' : preset)}
            className="h-11 w-11 cursor-pointer rounded-full md:h-8 md:w-8 border-2 border-line aria-pressed:border-fg"
            style={{ backgroundColor: preset }}
          />
        ))}
        <button
          type="button"
          onClick={() => onChange('')}
          className="ml-2 min-h-11 cursor-pointer text-sm text-muted md:min-h-0 underline-offset-4 hover:text-fg hover:underline"
        >
          {fr.look.accentReset}
        </button>
      </fieldset>
      <p id={ids.hint} className="text-xs text-muted">
        {fr.look.accentHint}
        {contrast === null
          ? ''
          : ` ${fr.look.accentContrast((Math.round(contrast * 10) / 10).toLocaleString('fr-FR'))}`}
      </p>
      {error && (
        <p id={ids.error} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
