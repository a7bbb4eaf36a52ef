// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../../tests/support/fakes/backend.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { emptySettings } from '../../../lib/site-settings.ts';
import { clearToasts } from '../../../stores/toasts.ts';
import { SettingsPage } from './SettingsPage.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
});

async function open() {
  const backend = createFakeBackend({ settings: { ...emptySettings(), name: 'Camille' } });
  render(<SettingsPage backend={backend} navigate={vi.fn()} />);
  const email = (await screen.findByLabelText(fr.settings.email)) as HTMLInputElement;
  return { backend, email };
}

describe('settings that guide', () => {
  it('says in French under a field what is wrong once it is left, and stops once it is right', async () => {
    const { email } = await open();
    fireEvent.change(email, { target: { value: 'camille@' } });
    expect(screen.queryByText(fr.settings.emailInvalid)).toBeNull();
    fireEvent.blur(email);
    expect(screen.getByText(fr.settings.emailInvalid)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'camille@exemple.fr' } });
    expect(screen.queryByText(fr.settings.emailInvalid)).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses to save with a line beside the button, sends nothing, and focuses the field', async () => {
    const { backend, email } = await open();
    fireEvent.change(email, { target: { value: 'pas une adresse' } });
    fireEvent.click(screen.getByRole('button', { name: fr.settings.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(fr.ownerSide.fixFields);
    expect(screen.getByText(fr.settings.emailInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(backend.calls.map((c) => c.method)).not.toContain('saveSettings');
  });

  it('says that the CV and the photo save on their own', async () => {
    await open();
    expect(screen.getAllByText(fr.ownerSide.savesByItself)).toHaveLength(2);
  });
});
