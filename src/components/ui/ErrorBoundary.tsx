import { Component, type ErrorInfo, type ReactNode } from 'react';
import { fr } from '../../lib/i18n/fr.ts';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** One broken island must not blank the rest of the page: it shows a short French notice. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p role="alert" className="rounded-lg border border-line p-4 text-muted">
          {fr.site.islandError}
        </p>
      );
    }
    return this.props.children;
  }
}
