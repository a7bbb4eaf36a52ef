import { useEffect, useRef, useState } from 'react';
import { fr } from '../../lib/i18n/fr.ts';
import { useNearViewport } from '../portfolio/use-near-viewport.ts';
import { renderPdf } from './render-pdf.ts';

export interface CvViewerProps {
  /** Address of the PDF, same origin. */
  src: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** Draws every page of the CV to canvases inside a scrollable box; pdf.js loads only when near. */
export function CvViewer({ src }: CvViewerProps) {
  const boxRef = useRef<HTMLElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef, '400px');
  const [status, setStatus] = useState<Status>('idle');

  const controllerRef = useRef<AbortController | null>(null);

  // Once started, rendering finishes even if the visitor scrolls away; only unmounting stops it.
  useEffect(() => () => controllerRef.current?.abort(), []);

  useEffect(() => {
    const pages = pagesRef.current;
    if (!near || controllerRef.current || !pages) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setStatus('loading');
    renderPdf(src, pages, controller.signal)
      .then(() => setStatus('ready'))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('CV rendering failed', error);
        setStatus('error');
      });
  }, [near, src]);

  return (
    <section
      ref={boxRef}
      aria-label={fr.cv.title}
      aria-busy={status === 'loading'}
      className="h-full overflow-y-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      {status === 'error' ? (
        <p role="alert" className="p-6 text-muted">
          {fr.cv.loadError}
        </p>
      ) : null}
      {status === 'loading' || status === 'idle' ? (
        <p className="p-6 text-muted">{fr.cv.loading}</p>
      ) : null}
      <div ref={pagesRef} className="flex flex-col items-center gap-4 p-2 md:p-4" />
    </section>
  );
}
