import { CredentialField } from './CredentialField.tsx';

export interface NewPasswordFieldsProps {
  /** The form field's name of the new password; its confirmation is always `confirm`. */
  name: string;
  label: string;
  confirmLabel: string;
  errors: { password?: string | undefined; confirm?: string | undefined };
}

/** A new password and its confirmation: the first account and the password change. */
export function NewPasswordFields({ name, label, confirmLabel, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <CredentialField
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <CredentialField
        name="confirm"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
      />
    </>
  );
}
