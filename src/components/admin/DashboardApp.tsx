import { AdminRoot } from './AdminRoot.tsx';
import { Dashboard } from './Dashboard.tsx';
import { useAdminBackend } from './use-admin-backend.ts';

function DashboardWithBackend() {
  const backend = useAdminBackend();
  return backend ? <Dashboard backend={backend} /> : null;
}

/** The /admin/dashboard island. */
export function DashboardApp() {
  return (
    <AdminRoot>
      <DashboardWithBackend />
    </AdminRoot>
  );
}
