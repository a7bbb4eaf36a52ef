import { Component, type ErrorInfo, type ReactNode } from 'react';
import { unexpectedErrorText } from '../../lib/errors.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { Toaster } from '../ui/Toaster.tsx';

interface BoundaryState {
  error: { value: unknown } | null;
}

/**
 * The admin app's own error screen: a router's default screen ('Unexpected Application Error!'
 * with the status or message). Astro has no client router, so this boundary at the root of each
 * admin island plays that part; the public islands keep their short French notice.
 */
export class AdminErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    // Boxed: a thrown null or undefined is still a failure.
    return { error: { value: error } };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div role="alert" className="flex flex-col gap-2 py-8">
          <h2 className="text-2xl font-semibold">{fr.app.unexpectedError}</h2>
          <p className="italic text-muted">{unexpectedErrorText(this.state.error.value)}</p>
        </div>
      );
    }
    return this.props.children;
  }
}

/** Root of an admin island: the error screen around the app, the toasts outside it. */
export function AdminRoot({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminErrorBoundary>{children}</AdminErrorBoundary>
      <Toaster />
    </>
  );
}
