import { AdminRoot } from '../AdminRoot.tsx';
import { useAdminBackend } from '../use-admin-backend.ts';
import { LinksPage } from './LinksPage.tsx';

function WithBackend() {
  const backend = useAdminBackend();
  return backend ? <LinksPage backend={backend} /> : null;
}

/** The /admin/liens island. */
export function LinksApp() {
  return (
    <AdminRoot>
      <WithBackend />
    </AdminRoot>
  );
}
