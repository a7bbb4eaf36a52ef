import { useEffect, useState } from 'react';
import { createFirstAccountSetup } from '../../../backend/create.ts';
import type { FirstAccountSetup } from '../../../backend/port.ts';
import { AdminRoot } from '../AdminRoot.tsx';
import { SetupForm } from './SetupForm.tsx';

function WithClient() {
  const [client, setClient] = useState<FirstAccountSetup | null | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    createFirstAccountSetup().then(setClient, setFailure);
  }, []);
  if (failure) throw failure;
  return client === undefined ? null : <SetupForm client={client} />;
}

/** The /admin/setup island. */
export function SetupApp() {
  return (
    <AdminRoot>
      <WithClient />
    </AdminRoot>
  );
}
