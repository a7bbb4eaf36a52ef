// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/port.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { clearToasts, pushError } from '../../stores/toasts.ts';
import { AdminRoot } from './AdminRoot.tsx';

beforeEach(() => {
  // React and the boundary both log the failure on purpose; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
});

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe('AdminRoot error screen', () => {
  it("shows 'Unexpected Application Error!' with the message of a failure inside the app", () => {
    render(
      <AdminRoot>
        <p>Tableau</p>
        <Throws error={new TypeError('backend is undefined')} />
      </AdminRoot>,
    );
    const screenAlert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screenAlert.textContent).toBe(`${fr.app.unexpectedError}backend is undefined`);
    expect(screen.queryByText('Tableau')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the status when the failure has one', () => {
    render(
      <AdminRoot>
        <Throws error={new BackendError('internal', 503, 'database_busy')} />
      </AdminRoot>,
    );
    expect(screen.getByRole('heading', { name: fr.app.unexpectedError })).toBeTruthy();
    expect(screen.getByText('503 database_busy')).toBeTruthy();
  });

  it('keeps the toasts working outside the broken app', () => {
    render(
      <AdminRoot>
        <Throws error={undefined} />
      </AdminRoot>,
    );
    expect(screen.getByRole('heading', { name: fr.app.unexpectedError })).toBeTruthy();
    act(() => {
      pushError(fr.toasts.errorTitle, fr.toasts.deleteError);
    });
    expect(screen.getByText(fr.toasts.deleteError)).toBeTruthy();
  });

  it('shows the app itself when nothing fails', () => {
    render(
      <AdminRoot>
        <p>Tableau</p>
      </AdminRoot>,
    );
    expect(screen.getByText('Tableau')).toBeTruthy();
    expect(screen.queryByText(fr.app.unexpectedError)).toBeNull();
  });
});
