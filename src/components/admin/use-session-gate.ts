import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionPort } from '../../backend/port.ts';
import { fr } from '../../lib/i18n/fr.ts';
import type { ToastInput } from '../../stores/toasts.ts';
import { queueToast } from '../../stores/toasts.ts';
import { LOGIN_PATH, type Navigate, navigateTo, setSessionHint } from './session.ts';

export type SessionState = 'checking' | 'ok' | 'error';

/**
 * An admin page shows nothing until the server confirms the session; without one it goes to the
 * sign-in page. `expired` leaves with the session-expired toast (a write answered 401);
 * `signOut` ends the session and leaves with the signed-out toast.
 */
export function useSessionGate(backend: SessionPort, navigate: Navigate = navigateTo) {
  const [state, setState] = useState<SessionState>('checking');
  const leaving = useRef(false);
  // Stable callbacks: pages list `expired` in their load effects, and a new function each render
  // made those effects fetch again after every render.
  const leave = useCallback(
    (toast: ToastInput | null) => {
      if (leaving.current) return;
      leaving.current = true;
      setSessionHint(false);
      if (toast) queueToast(toast);
      navigate(LOGIN_PATH);
    },
    [navigate],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per backend
  useEffect(() => {
    let live = true;
    backend.getSession().then(
      (session) => {
        if (!live) return;
        if (!session.authenticated) return leave(null);
        setSessionHint(true);
        setState('ok');
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

  const expired = useCallback(
    () =>
      leave({
        title: fr.toasts.errorTitle,
        description: fr.toasts.sessionExpired,
        variant: 'destructive',
      }),
    [leave],
  );
  const signOut = useCallback(async () => {
    try {
      await backend.signOut();
    } catch (error) {
      // The cookie may already be gone; the browser still leaves the admin area.
      console.error('sign-out failed', error);
    }
    leave({ title: fr.dashboard.logoutSuccess });
  }, [backend, leave]);
  return { state, expired, signOut };
}
