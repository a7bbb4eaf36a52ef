import { AdminBackendRoot } from './AdminBackendRoot.tsx';
import { Dashboard } from './Dashboard.tsx';

/** The /admin/dashboard island. */
export function DashboardApp() {
  return <AdminBackendRoot page={(backend) => <Dashboard backend={backend} />} />;
}
