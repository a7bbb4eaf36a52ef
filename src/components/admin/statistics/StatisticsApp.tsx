import { AdminBackendRoot } from '../AdminBackendRoot.tsx';
import { StatisticsPage } from './StatisticsPage.tsx';

/** The /admin/statistiques island. */
export function StatisticsApp() {
  return <AdminBackendRoot page={(backend) => <StatisticsPage backend={backend} />} />;
}
