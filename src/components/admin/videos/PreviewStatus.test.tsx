// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '../../../../tests/support/data/make-video.ts';
import type { AdminBackend, PreviewStatus as Status } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { PreviewStatus } from './PreviewStatus.tsx';

// The card's preview part, with a backend that answers as the local server does.
const answers: Status[] = [];
const requestPreview = vi.fn(async () => {});
const previewStatus = vi.fn(
  async () => answers.shift() ?? { state: 'preparing', progress: 0, maker: 'server' },
);
vi.mock('../use-admin-backend.ts', () => ({
  useAdminBackend: () => ({ requestPreview, previewStatus }) as unknown as AdminBackend,
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  answers.length = 0;
});

const film = (state: Status['state'] | undefined) =>
  makeVideo({
    id: 'f1',
    video_type: 'direct',
    url: '/media/a.mp4',
    ...(state ? { preview_state: state } : {}),
  });

describe('the preview on a dashboard card', () => {
  it('says nothing for an embed or a film whose copy is ready', () => {
    const { container, rerender } = render(<PreviewStatus video={film(undefined)} />);
    expect(container.textContent).toBe('');
    rerender(<PreviewStatus video={film('ready')} />);
    expect(container.textContent).toBe('');
  });

  it('Aperçu manquant, then Créer l’aperçu, then Aperçu en préparation with its progress', async () => {
    vi.useFakeTimers();
    render(<PreviewStatus video={film('missing')} />);
    expect(screen.getByText(fr.previews.missing)).toBeTruthy();
    // The server makes copies here: Créer l'aperçu asks it (no copy in this browser).
    answers.push({ state: 'missing', progress: null, maker: 'server' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: fr.previews.create }));
    });
    expect(requestPreview).toHaveBeenCalledWith('f1');
    expect(screen.getByText(fr.previews.preparing)).toBeTruthy();
    answers.push({ state: 'preparing', progress: 0.4, maker: 'server' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1600);
    });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });
});
