import { AdminBackendRoot } from '../AdminBackendRoot.tsx';
import { LinksPage } from './LinksPage.tsx';

/** The /admin/liens island. */
export function LinksApp() {
  return <AdminBackendRoot page={(backend) => <LinksPage backend={backend} />} />;
}
