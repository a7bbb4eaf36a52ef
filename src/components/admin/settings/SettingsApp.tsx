import { AdminBackendRoot } from '../AdminBackendRoot.tsx';
import { AccountGroup } from '../account/AccountGroup.tsx';
import { SettingsPage } from './SettingsPage.tsx';

/** The /admin/parametres island: the site's settings, then the 'Mon compte' group. */
export function SettingsApp() {
  return (
    <AdminBackendRoot
      page={(backend) => (
        <SettingsPage
          backend={backend}
          account={(expired) => <AccountGroup backend={backend} onSessionExpired={expired} />}
        />
      )}
    />
  );
}
