import { AdminBackendRoot } from './AdminBackendRoot.tsx';
import { LoginForm } from './LoginForm.tsx';

/** The /admin island: sign-in form and the page's toasts. */
export function LoginApp() {
  return <AdminBackendRoot page={(backend) => <LoginForm backend={backend} />} />;
}
