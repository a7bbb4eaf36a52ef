import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Portfolio, type PortfolioProps } from './Portfolio.tsx';

/** What the landing page hydrates: the portfolio behind its own error boundary. */
export default function PortfolioIsland({ initialVideos }: Pick<PortfolioProps, 'initialVideos'>) {
  return (
    <ErrorBoundary>
      <Portfolio initialVideos={initialVideos} />
    </ErrorBoundary>
  );
}
