import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { FirstAccountSetup } from '../../../backend/port.ts';
import { isCodedError } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { queueToast } from '../../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { CredentialField } from '../account/CredentialField.tsx';
import { NewPasswordFields } from '../account/NewPasswordFields.tsx';
import { PageNotice } from '../PageNotice.tsx';
import {
  DASHBOARD_PATH,
  LOGIN_PATH,
  type Navigate,
  navigateTo,
  setSessionHint,
} from '../session.ts';
import { type SetupErrors, setupFormErrors, tokenFromHash } from './setup-rules.ts';

export interface SetupFormProps {
  /** null: this backend has no first-account page (Supabase). */
  client: FirstAccountSetup | null;
  navigate?: Navigate;
  /** The address's fragment (location.hash in the page). */
  hash?: string;
}

type Stage = 'checking' | 'open' | 'exists' | 'expired' | 'no-token';

/** 'Créer le compte administrateur': the first account, then straight to the dashboard. */
export function SetupForm({
  client,
  navigate = navigateTo,
  hash = typeof location === 'undefined' ? '' : location.hash,
}: SetupFormProps) {
  const [token] = useState(() => tokenFromHash(hash));
  const [stage, setStage] = useState<Stage>(client && token ? 'checking' : 'no-token');
  const [errors, setErrors] = useState<SetupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const clientRef = useRef(client);

  useEffect(() => {
    if (!token || !clientRef.current) return;
    let live = true;
    clientRef.current.check().then(
      () => live && setStage('open'),
      (error: unknown) => {
        if (!live) return;
        if (isCodedError(error) && error.code === 'not_found') setStage('exists');
        else setFailure(fr.setup.error);
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || !client) return;
    const data = new FormData(event.currentTarget);
    const fields = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      confirm: String(data.get('confirm') ?? ''),
    };
    const problems = setupFormErrors(fields);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await client.create({ token, email: fields.email.trim(), password: fields.password });
    } catch (error) {
      console.error('account creation failed', error);
      setSaving(false);
      const code = isCodedError(error) ? error.code : null;
      if (code === 'unauthorized') setStage('expired');
      else if (code === 'not_found') setStage('exists');
      else setFailure(fr.setup.error);
      return;
    }
    setSessionHint(true);
    queueToast({ title: fr.setup.created, description: fr.setup.createdText });
    navigate(DASHBOARD_PATH);
  }

  if (stage === 'no-token' || stage === 'expired') {
    const reason = stage === 'expired' ? fr.setup.expired : fr.setup.noToken;
    return <PageNotice failure={reason} className="text-center" />;
  }
  if (stage === 'exists') {
    return (
      <p role="alert" className="text-center">
        {fr.setup.exists}{' '}
        <a href={LOGIN_PATH} className="underline">
          {fr.setup.signIn}
        </a>
      </p>
    );
  }
  if (stage === 'checking') {
    return <PageNotice failure={failure} waiting={fr.setup.checking} className="text-center" />;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <CredentialField
        name="email"
        label={fr.setup.email}
        type="email"
        autoComplete="username"
        error={errors.email}
      />
      <NewPasswordFields
        name="password"
        label={fr.setup.password}
        confirmLabel={fr.setup.confirm}
        errors={errors}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-300">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={saving} className="w-full">
        {saving ? fr.setup.submitting : fr.setup.submit}
      </Button>
    </form>
  );
}
