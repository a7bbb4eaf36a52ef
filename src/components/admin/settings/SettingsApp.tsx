import { AdminRoot } from '../AdminRoot.tsx';
import { useAdminBackend } from '../use-admin-backend.ts';
import { SettingsPage } from './SettingsPage.tsx';

function SettingsWithBackend() {
  const backend = useAdminBackend();
  return backend ? <SettingsPage backend={backend} /> : null;
}

/** The /admin/parametres island. */
export function SettingsApp() {
  return (
    <AdminRoot>
      <SettingsWithBackend />
    </AdminRoot>
  );
}
