import { useEffect, useState } from 'react';
import { isSessionExpired } from '../../lib/errors.ts';
import type { SessionState } from './use-session-gate.ts';

/**
 * What an admin page loads once the session is confirmed, again whenever `load` changes (keep it
 * in `useCallback`). A 401 leaves through `expired`; any other failure sets `failed`, and the
 * page shows its load error. `what` names the page in the console.
 */
export function usePageLoad<T>(
  gate: { state: SessionState; expired: () => void },
  load: () => Promise<T>,
  what: string,
) {
  const { state, expired } = gate;
  const [loaded, setLoaded] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (state !== 'ok') return;
    let live = true;
    load().then(
      (value) => {
        if (live) setLoaded(value);
      },
      (error: unknown) => {
        if (isSessionExpired(error)) return expired();
        console.error(`${what} load failed`, error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [state, expired, load, what]);
  return { loaded, failed, setLoaded };
}
