// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installManualObserver } from '../../../tests/support/intersection-observer.ts';
import { makeVideo } from '../../../tests/support/make-video.ts';
import type { ContentSource } from '../../backend/port.ts';
import { fr } from '../../lib/i18n/fr.ts';
import type { Video } from '../../lib/video.ts';
import { Portfolio } from './Portfolio.tsx';

function deferredSource() {
  let resolve: (videos: Video[]) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const source: ContentSource = {
    listVideos: () =>
      new Promise<Video[]>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  };
  return { source, resolve: (v: Video[]) => resolve(v), reject: (e: Error) => reject(e) };
}

const baked = [makeVideo({ id: 'a', title: 'Publicité' }), makeVideo({ id: 'b', title: 'Clip' })];

beforeEach(() => {
  installManualObserver();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Portfolio', () => {
  it('shows the baked list at once, before revalidation answers', () => {
    const { source } = deferredSource();
    render(<Portfolio initialVideos={baked} source={source} />);
    expect(screen.getByText('Publicité')).toBeTruthy();
    expect(screen.getByText('Clip')).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('replaces the baked list when revalidation succeeds', async () => {
    const pending = deferredSource();
    render(<Portfolio initialVideos={baked} source={pending.source} />);
    pending.resolve([makeVideo({ id: 'c', title: 'Documentaire' })]);
    expect(await screen.findByText('Documentaire')).toBeTruthy();
    expect(screen.queryByText('Publicité')).toBeNull();
  });

  it('keeps the baked list when revalidation fails', async () => {
    const pending = deferredSource();
    render(<Portfolio initialVideos={baked} source={pending.source} />);
    pending.reject(new Error('offline'));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Publicité')).toBeTruthy();
    expect(screen.queryByText(fr.portfolio.loadError)).toBeNull();
  });

  it('without a baked list shows 6 skeletons in a 3-column grid, then the list', async () => {
    const pending = deferredSource();
    render(<Portfolio initialVideos={null} source={pending.source} />);
    const skeletons = screen.getAllByTestId('skeleton');
    expect(skeletons).toHaveLength(6);
    expect(screen.getByTestId('portfolio-loading').className).toContain('md:grid-cols-3');
    pending.resolve(baked);
    expect(await screen.findByText('Clip')).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('without a baked list shows the load error when the source fails', async () => {
    const pending = deferredSource();
    render(<Portfolio initialVideos={null} source={pending.source} />);
    pending.reject(new Error('500'));
    expect(await screen.findByText(fr.portfolio.loadError)).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('shows the empty text for an empty list', async () => {
    const pending = deferredSource();
    render(<Portfolio initialVideos={[]} source={pending.source} />);
    expect(screen.getByText(fr.portfolio.empty)).toBeTruthy();
    pending.resolve([]);
    expect(await screen.findByText(fr.portfolio.empty)).toBeTruthy();
  });
});
