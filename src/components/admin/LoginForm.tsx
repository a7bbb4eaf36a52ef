import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { SessionPort } from '../../backend/port.ts';
import { loginErrorText } from '../../lib/errors.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { pushError, queueToast } from '../../stores/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { CredentialField } from './account/CredentialField.tsx';
import {
  DASHBOARD_PATH,
  hasSessionHint,
  type Navigate,
  navigateTo,
  setSessionHint,
} from './session.ts';

export interface LoginFormProps {
  backend: SessionPort;
  navigate?: Navigate;
}

export function LoginForm({ backend, navigate = navigateTo }: LoginFormProps) {
  const errorId = useId();
  const [hinted, setHinted] = useState(hasSessionHint);
  const [submitting, setSubmitting] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const leaving = useRef(false);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const leave = (welcome: boolean) => {
    if (leaving.current) return;
    leaving.current = true;
    setSessionHint(true);
    // A full page change follows: the toast is shown by the dashboard's Toaster.
    if (welcome) queueToast({ title: fr.login.successTitle, description: fr.login.successMessage });
    navigateRef.current(DASHBOARD_PATH);
  };
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  useEffect(() => {
    let live = true;
    backend.getSession().then(
      (session) => {
        if (!live) return;
        if (session.authenticated) {
          leaveRef.current(false);
        } else {
          setSessionHint(false);
          setHinted(false);
        }
      },
      (error: unknown) => {
        console.error('session check failed', error);
        if (live) setHinted(false);
      },
    );
    const unsubscribe = backend.onSignedIn(() => leaveRef.current(true));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [backend]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitting(true);
    setInlineError(null);
    try {
      await backend.signIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
      leave(true);
    } catch (error) {
      const text = loginErrorText(error);
      pushError(text.title, text.message);
      if (text.message === fr.login.throttled || text.message === fr.diskSpace.full) {
        setInlineError(text.message);
      }
      setSubmitting(false);
    }
  }

  if (hinted) {
    return (
      <p role="status" className="text-center text-muted">
        {fr.login.redirecting}
      </p>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-describedby={inlineError ? errorId : undefined}
    >
      <CredentialField
        name="email"
        label={fr.login.email}
        type="email"
        autoComplete="username"
        required
      />
      <CredentialField
        name="password"
        label={fr.login.password}
        type="password"
        autoComplete="current-password"
        required
      />
      {inlineError ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {inlineError}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? fr.login.submitting : fr.login.submit}
      </Button>
    </form>
  );
}
