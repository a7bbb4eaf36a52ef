// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../tests/support/fakes/backend.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../../tests/support/harness/credentials.ts';
import { BackendError } from '../../backend/port.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { LoginForm } from './LoginForm.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  clearToasts();
});

function setup(authenticated = false) {
  const backend = createFakeBackend({ session: { authenticated } });
  const navigate = vi.fn();
  render(<LoginForm backend={backend} navigate={navigate} />);
  return { backend, navigate };
}

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText(fr.login.email), {
    target: { value: ADMIN_EMAIL },
  });
  fireEvent.change(screen.getByLabelText(fr.login.password), {
    target: { value: ADMIN_PASSWORD },
  });
  fireEvent.click(screen.getByRole('button', { name: fr.login.submit }));
}

describe('LoginForm', () => {
  it('has required email and password fields tied to their labels', async () => {
    setup();
    const email = await screen.findByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Mot de passe').hasAttribute('required')).toBe(true);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it('disables the button while submitting, then goes to the dashboard with a success toast', async () => {
    const { backend, navigate } = setup();
    const release = backend.holdNext('signIn');
    await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Connexion en cours...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/dashboard'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('filmfolio-toasts') ?? '[]')).toEqual([
      { title: 'Connexion réussie', description: "Bienvenue dans l'espace administrateur" },
    ]);
  });

  it('shows the wrong-credentials toast on 401', async () => {
    const { backend, navigate } = setup();
    backend.failNext('signIn', new BackendError('invalid_credentials', 401));
    await fillAndSubmit();
    await waitFor(() =>
      expect($toasts.get()).toMatchObject([
        {
          title: 'Erreur de connexion',
          description: 'Email ou mot de passe incorrect',
          variant: 'destructive',
        },
      ]),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it('shows the throttled message in the form and as a toast on 429', async () => {
    const { backend } = setup();
    backend.failNext('signIn', new BackendError('too_many_requests', 429));
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(fr.login.throttled);
    expect($toasts.get()[0]?.description).toBe(fr.login.throttled);
  });

  // Issue 34, point 4: the server could not store the session on a full disk.
  it('says exactly why on a full disk (507 disk_full), in the form and as a toast', async () => {
    const { backend } = setup();
    backend.failNext('signIn', new BackendError('internal', 507, 'disk_full'));
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Espace disque insuffisant sur le serveur',
    );
    expect($toasts.get()[0]?.description).toBe('Espace disque insuffisant sur le serveur');
  });

  it('shows the generic toast on any other failure', async () => {
    const { backend } = setup();
    backend.failNext('signIn', new BackendError('internal', 0, 'Failed to fetch'));
    await fillAndSubmit();
    await waitFor(() =>
      expect($toasts.get()).toMatchObject([
        { title: 'Erreur', description: 'Une erreur est survenue lors de la connexion' },
      ]),
    );
  });

  it('redirects at once when the server reports a session', async () => {
    const { navigate } = setup(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/dashboard'));
  });

  it('treats the isLoggedIn flag as a hint the server overrules', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    const { navigate } = setup(false);
    expect(screen.getByRole('status').textContent).toBe(fr.login.redirecting);
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows a sign-in reported by the auth service', async () => {
    const { backend, navigate } = setup(false);
    await screen.findByLabelText('Email');
    act(() => {
      for (const listener of backend.signInListeners) listener();
    });
    expect(navigate).toHaveBeenCalledWith('/admin/dashboard');
  });
});
