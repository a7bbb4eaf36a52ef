import { useEffect, useRef, useState } from 'react';
import type { AdminBackend } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { queueToast } from '../../../stores/toasts.ts';
import { LOGIN_PATH, type Navigate, setSessionHint } from '../session.ts';

export interface SessionGate {
  state: 'checking' | 'ok' | 'error';
  /** Back to the sign-in page with the 'session expired' toast. */
  expired: () => void;
}

/** An admin page shows nothing until the server confirms the session; signed out goes to /admin. */
export function useSessionGate(backend: AdminBackend, navigate: Navigate): SessionGate {
  const [state, setState] = useState<SessionGate['state']>('checking');
  const leaving = useRef(false);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    let live = true;
    backend.getSession().then(
      (session) => {
        if (!live) return;
        setSessionHint(session.authenticated);
        if (session.authenticated) setState('ok');
        else {
          leaving.current = true;
          navigateRef.current(LOGIN_PATH);
        }
      },
      (error: unknown) => {
        console.error('session check failed', error);
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [backend]);

  const expired = () => {
    if (leaving.current) return;
    leaving.current = true;
    setSessionHint(false);
    queueToast({
      title: fr.toasts.errorTitle,
      description: fr.toasts.sessionExpired,
      variant: 'destructive',
    });
    navigateRef.current(LOGIN_PATH);
  };
  return { state, expired };
}
