// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, video } from '../../../tests/support/fakes/backend.ts';
import { BackendError } from '../../backend/port.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { Dashboard } from './Dashboard.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
});

const films = () => [video('demo1', 0), video('demo2', 1), video('mine', 2)];
const titles = () =>
  Array.from(document.querySelectorAll('#videos-list > li h3')).map((h) => h.textContent);

describe('the demo content banner on the dashboard', () => {
  it('is absent from a site without the demo', async () => {
    render(<Dashboard backend={createFakeBackend({ videos: films() })} navigate={vi.fn()} />);
    await screen.findByRole('heading', { name: fr.dashboard.title });
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.queryByText(fr.demoContent.title)).toBeNull();
  });

  it('clears the demo after a confirmation; the owner’s film stays and the list follows', async () => {
    const backend = createFakeBackend({ videos: films(), demoVideoIds: ['demo1', 'demo2'] });
    render(<Dashboard backend={backend} navigate={vi.fn()} />);
    await screen.findByRole('heading', { name: fr.demoContent.title });
    fireEvent.click(screen.getByRole('button', { name: fr.demoContent.clear }));
    // Nothing is removed before the owner confirms.
    expect(screen.getByRole('dialog', { name: fr.demoContent.confirmTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: fr.dialogs.cancel }));
    expect(backend.calls.map((c) => c.method)).not.toContain('clearDemoContent');

    fireEvent.click(screen.getByRole('button', { name: fr.demoContent.clear }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: fr.demoContent.confirm }));
    });
    await waitFor(() => expect(titles()).toEqual(['Vidéo mine']));
    expect(screen.queryByText(fr.demoContent.title)).toBeNull();
    expect($toasts.get().map((toast) => toast.title)).toContain(fr.demoContent.cleared);
  });

  it('says so in French and keeps the banner when the clearing fails', async () => {
    const backend = createFakeBackend({ videos: films(), demoVideoIds: ['demo1'] });
    render(<Dashboard backend={backend} navigate={vi.fn()} />);
    await screen.findByRole('heading', { name: fr.demoContent.title });
    backend.failNext('clearDemoContent', new BackendError('internal', 500));
    fireEvent.click(screen.getByRole('button', { name: fr.demoContent.clear }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: fr.demoContent.confirm }));
    });
    await waitFor(() =>
      expect($toasts.get().map((toast) => toast.description)).toContain(fr.demoContent.clearError),
    );
    expect(screen.getByRole('heading', { name: fr.demoContent.title })).toBeTruthy();
    expect(titles()).toHaveLength(3);
  });
});
