import { AdminRoot } from '../AdminRoot.tsx';
import { useAdminBackend } from '../use-admin-backend.ts';
import { AccountSettings } from './AccountSettings.tsx';

function WithBackend() {
  const backend = useAdminBackend();
  return backend ? <AccountSettings backend={backend} /> : null;
}

/** The island of the 'Mon compte' group. */
export function AccountApp() {
  return (
    <AdminRoot>
      <WithBackend />
    </AdminRoot>
  );
}
