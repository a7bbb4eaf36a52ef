// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../../tests/support/fakes/backend.ts';
import { ADMIN_PASSWORD } from '../../../../tests/support/harness/credentials.ts';
import { BackendError } from '../../../backend/port.ts';
import { $toasts, clearToasts } from '../../../stores/toasts.ts';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { AccountGroup } from './AccountGroup.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
});

function setup(authenticated = true) {
  const backend = createFakeBackend({ session: { authenticated, email: 'a@b.fr' } });
  const navigate = vi.fn();
  // As the settings island mounts it: in the page's account slot, behind the page's session check.
  render(
    <SettingsPage
      backend={backend}
      navigate={navigate}
      account={(expired) => <AccountGroup backend={backend} onSessionExpired={expired} />}
    />,
  );
  return { backend, navigate };
}

async function fill(current: string, next: string, confirm = next) {
  fireEvent.change(await screen.findByLabelText('Mot de passe actuel'), {
    target: { value: current },
  });
  fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirmer le nouveau mot de passe'), {
    target: { value: confirm },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

describe('the Mon compte group of the settings page', () => {
  it('shows the Mon compte group once the session is confirmed; signed out goes to /admin', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeTruthy();
    cleanup();
    const { navigate } = setup(false);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin'));
    expect(screen.queryByRole('heading', { name: 'Mon compte' })).toBeNull();
  });

  it('checks length and confirmation under the fields and sends nothing', async () => {
    const { backend } = setup();
    await fill('ancien', 'court', 'autre');
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 12 caractères'),
    ).toBeTruthy();
    expect(screen.getByText('Les deux mots de passe ne correspondent pas')).toBeTruthy();
    expect(screen.getByLabelText('Nouveau mot de passe').getAttribute('aria-invalid')).toBe('true');
    expect(backend.calls.filter((c) => c.method === 'changePassword')).toEqual([]);
  });

  it('says Mot de passe actuel incorrect under the field when the server refuses it', async () => {
    const { backend } = setup();
    backend.failNext(
      'changePassword',
      new BackendError('validation', 400, 'wrong', {
        current_password: 'current_password_incorrect',
      }),
    );
    await fill('pas le bon', 'nouveau mot de passe');
    expect(await screen.findByText('Mot de passe actuel incorrect')).toBeTruthy();
    expect($toasts.get()).toEqual([]);
  });

  it('sends once, shows Enregistrement... meanwhile, then the toast and empty fields', async () => {
    const { backend } = setup();
    const release = backend.holdNext('changePassword');
    await fill(ADMIN_PASSWORD, 'nouveau mot de passe');
    const busy = await screen.findByRole('button', { name: 'Enregistrement...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() =>
      expect($toasts.get().map((t) => t.title)).toEqual(['Mot de passe modifié']),
    );
    expect(backend.calls.filter((c) => c.method === 'changePassword')).toEqual([
      { method: 'changePassword', args: [ADMIN_PASSWORD, 'nouveau mot de passe'] },
    ]);
    expect((screen.getByLabelText('Mot de passe actuel') as HTMLInputElement).value).toBe('');
  });

  it('goes back to sign-in when the session has expired', async () => {
    const { backend, navigate } = setup();
    backend.failNext('changePassword', new BackendError('unauthorized', 401));
    await fill('ancien mot de passe', 'nouveau mot de passe');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin'));
  });
});
