import type { AdminBackend } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { type Navigate, navigateTo } from '../session.ts';
import { AccountGroup } from './AccountGroup.tsx';
import { useSessionGate } from './use-session-gate.ts';

export interface AccountSettingsProps {
  backend: AdminBackend;
  navigate?: Navigate;
}

/** The account part of /admin/parametres, behind the session check. */
export function AccountSettings({ backend, navigate = navigateTo }: AccountSettingsProps) {
  const { state, expired } = useSessionGate(backend, navigate);
  if (state === 'checking') {
    return (
      <p role="status" className="py-16 text-center text-muted">
        {fr.dashboard.checkingSession}
      </p>
    );
  }
  if (state === 'error') {
    return (
      <p role="alert" className="py-16 text-center">
        {fr.dashboard.loadError}
      </p>
    );
  }
  return <AccountGroup backend={backend} onSessionExpired={expired} />;
}
