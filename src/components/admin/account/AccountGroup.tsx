import type { SessionPort } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { PasswordForm } from './PasswordForm.tsx';

export interface AccountGroupProps {
  backend: SessionPort;
  onSessionExpired: () => void;
}

/** The 'Mon compte' group of the settings page. */
export function AccountGroup({ backend, onSessionExpired }: AccountGroupProps) {
  return (
    <section
      aria-labelledby="account-heading"
      className="flex flex-col gap-4 rounded-xl border border-line bg-panel p-6"
    >
      <h2 id="account-heading" className="text-xl font-semibold">
        {fr.account.group}
      </h2>
      <PasswordForm backend={backend} onSessionExpired={onSessionExpired} />
    </section>
  );
}
