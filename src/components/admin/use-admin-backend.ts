import { useEffect, useState } from 'react';
import { createAdminBackend } from '../../backend/create.ts';
import type { AdminBackend } from '../../backend/port.ts';

/** Loads the configured adapter once; a failure is thrown into the page's ErrorBoundary. */
export function useAdminBackend(): AdminBackend | null {
  const [backend, setBackend] = useState<AdminBackend | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    createAdminBackend().then(
      (b) => live && setBackend(b),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failure) throw failure;
  return backend;
}
