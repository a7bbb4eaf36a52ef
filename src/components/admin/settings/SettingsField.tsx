import { useId } from 'react';

export const FIELD_CLASS =
  'w-full rounded-md border border-line bg-bg px-3 py-2 text-fg placeholder:text-muted focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none aria-[invalid=true]:border-red-400';

export interface SettingsFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** French text under the field when the last check refused it. */
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
}

/** One labelled setting; its error sits under it and is what its input is described by. */
export function SettingsField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  multiline = false,
  required = false,
  maxLength,
}: SettingsFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur,
    className: FIELD_CLASS,
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
