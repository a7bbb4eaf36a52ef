import { useId } from 'react';

const FIELD =
  'h-11 w-full rounded-md border border-line bg-bg px-3 text-fg ' +
  'focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-red-400';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
}

/** A labelled password input with its French error under it, tied by aria-describedby. */
export function PasswordField({ name, label, autoComplete, error }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={FIELD}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
