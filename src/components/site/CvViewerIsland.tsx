import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { CvViewer, type CvViewerProps } from './CvViewer.tsx';

export default function CvViewerIsland(props: CvViewerProps) {
  return (
    <ErrorBoundary>
      <CvViewer {...props} />
    </ErrorBoundary>
  );
}
