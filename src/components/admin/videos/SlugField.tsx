import { useId } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import { SLUG_MAX } from '../../../lib/slug.ts';

export interface SlugFieldProps {
  value: string;
  onChange: (slug: string) => void;
  inputClassName: string;
}

/** Adresse de la page: /films/<slug>/, proposed from the title, editable. */
export function SlugField({ value, onChange, inputClassName }: SlugFieldProps) {
  const id = useId();
  const hint = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {fr.form.slug}
      </label>
      <div className="flex items-center gap-1">
        <span className="text-sm text-muted" aria-hidden="true">
          /films/
        </span>
        <input
          id={id}
          name="slug"
          value={value}
          maxLength={SLUG_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hint}
          onChange={(e) => onChange(e.target.value)}
          className={inputClassName}
        />
      </div>
      <p id={hint} className="text-xs text-muted">
        {fr.form.slugHint('mon-film-2026')}
      </p>
    </div>
  );
}
