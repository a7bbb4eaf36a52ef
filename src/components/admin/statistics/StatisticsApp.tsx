import { AdminRoot } from '../AdminRoot.tsx';
import { useAdminBackend } from '../use-admin-backend.ts';
import { StatisticsPage } from './StatisticsPage.tsx';

function WithBackend() {
  const backend = useAdminBackend();
  return backend ? <StatisticsPage backend={backend} /> : null;
}

/** The /admin/statistiques island. */
export function StatisticsApp() {
  return (
    <AdminRoot>
      <WithBackend />
    </AdminRoot>
  );
}
