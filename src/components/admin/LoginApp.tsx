import { AdminRoot } from './AdminRoot.tsx';
import { LoginForm } from './LoginForm.tsx';
import { useAdminBackend } from './use-admin-backend.ts';

function LoginWithBackend() {
  const backend = useAdminBackend();
  return backend ? <LoginForm backend={backend} /> : null;
}

/** The /admin island: sign-in form and the page's toasts. */
export function LoginApp() {
  return (
    <AdminRoot>
      <LoginWithBackend />
    </AdminRoot>
  );
}
