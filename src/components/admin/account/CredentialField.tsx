import { useId } from 'react';

const FIELD =
  'h-11 w-full rounded-md border border-line bg-bg px-3 text-fg ' +
  'focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-red-400';

export interface CredentialFieldProps {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: 'username' | 'current-password' | 'new-password';
  /** The browser's own check, for forms that let it speak (sign-in). */
  required?: boolean;
  error?: string | undefined;
}

/**
 * A labelled email or password input of the admin's account forms (sign-in, first account,
 * password change), with its French error under it, tied by aria-describedby.
 */
export function CredentialField({
  name,
  label,
  type,
  autoComplete,
  required,
  error,
}: CredentialFieldProps) {
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
        type={type}
        autoComplete={autoComplete}
        required={required}
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
