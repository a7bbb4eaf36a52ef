import { type SubmitEvent, useId, useState } from 'react';
import type { SessionPort } from '../../../backend/port.ts';
import { isCodedError, isSessionExpired } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { pushError, pushToast } from '../../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { CredentialField } from './CredentialField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { type PasswordErrors, passwordFormErrors, serverPasswordErrors } from './password-rules.ts';

export interface PasswordFormProps {
  backend: SessionPort;
  onSessionExpired: () => void;
}

/** 'Changer le mot de passe': current, new, confirmation; the other sessions end on success. */
export function PasswordForm({ backend, onSessionExpired }: PasswordFormProps) {
  const headingId = useId();
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = {
      current: String(data.get('current') ?? ''),
      next: String(data.get('next') ?? ''),
      confirm: String(data.get('confirm') ?? ''),
    };
    const problems = passwordFormErrors(fields);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await backend.changePassword(fields.current, fields.next);
      form.reset();
      pushToast({ title: fr.account.changed, description: fr.account.changedText });
    } catch (error) {
      console.error('password change failed', error);
      if (isSessionExpired(error)) {
        onSessionExpired();
        return;
      }
      const fromServer = isCodedError(error) ? serverPasswordErrors(error.fields) : {};
      if (Object.keys(fromServer).length) setErrors(fromServer);
      else if (isCodedError(error) && error.code === 'too_many_requests') {
        pushError(fr.toasts.errorTitle, fr.account.throttled);
      } else pushError(fr.toasts.errorTitle, fr.account.changeError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="flex max-w-md flex-col gap-4"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {fr.account.changePassword}
      </h3>
      <CredentialField
        name="current"
        label={fr.account.current}
        type="password"
        autoComplete="current-password"
        error={errors.current}
      />
      <NewPasswordFields
        name="next"
        label={fr.account.next}
        confirmLabel={fr.account.confirm}
        errors={{ password: errors.next, confirm: errors.confirm }}
      />
      <Button type="submit" disabled={saving} className="self-start">
        {saving ? fr.account.submitting : fr.account.changePassword}
      </Button>
    </form>
  );
}
