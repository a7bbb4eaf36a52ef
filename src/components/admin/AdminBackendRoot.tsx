import type { ReactNode } from 'react';
import type { AdminBackend } from '../../backend/port.ts';
import { AdminRoot } from './AdminRoot.tsx';
import { useAdminBackend } from './use-admin-backend.ts';

type PageOf = (backend: AdminBackend) => ReactNode;

function WithBackend({ page }: { page: PageOf }) {
  const backend = useAdminBackend();
  return backend ? page(backend) : null;
}

/**
 * Root of an admin island whose page needs the configured backend: nothing until the adapter has
 * loaded, then the page; a failure to load it reaches the island's error screen.
 */
export function AdminBackendRoot({ page }: { page: PageOf }) {
  return (
    <AdminRoot>
      <WithBackend page={page} />
    </AdminRoot>
  );
}
