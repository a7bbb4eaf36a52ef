import { AdminRoot } from '../AdminRoot.tsx';
import { AccountGroup } from '../account/AccountGroup.tsx';
import { useAdminBackend } from '../use-admin-backend.ts';
import { SettingsPage } from './SettingsPage.tsx';

function SettingsWithBackend() {
  const backend = useAdminBackend();
  return backend ? (
    <SettingsPage
      backend={backend}
      account={(expired) => <AccountGroup backend={backend} onSessionExpired={expired} />}
    />
  ) : null;
}

/** The /admin/parametres island: the site's settings, then the 'Mon compte' group. */
export function SettingsApp() {
  return (
    <AdminRoot>
      <SettingsWithBackend />
    </AdminRoot>
  );
}
