// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $toasts, clearToasts, pushError, pushToast } from '../../stores/toasts.ts';
import { Toaster } from './Toaster.tsx';

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('Toaster', () => {
  it('shows news as status and errors as alert in a polite live region', () => {
    const { container } = render(<Toaster />);
    act(() => {
      pushToast({
        title: 'Vidéo ajoutée',
        description: 'La nouvelle vidéo a été ajoutée avec succès',
      });
      pushError('Erreur', 'Une erreur est survenue lors de la suppression');
    });
    expect(container.firstElementChild?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('status').textContent).toContain('Vidéo ajoutée');
    expect(screen.getByRole('alert').textContent).toContain(
      'Une erreur est survenue lors de la suppression',
    );
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Fermer la notification' })[0] as HTMLElement,
    );
    expect($toasts.get().map((t) => t.title)).toEqual(['Erreur']);
  });

  it('shows toasts only in the innermost toaster (the one inside an open dialog)', () => {
    const page = render(<Toaster />);
    const dialog = render(<Toaster />);
    act(() => {
      pushToast({ title: 'Option mise à jour' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(dialog.container.textContent).toContain('Option mise à jour');
    dialog.unmount();
    expect(page.container.textContent).toContain('Option mise à jour');
  });
});
