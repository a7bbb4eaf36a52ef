// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../../tests/support/fakes/backend.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { emptySettings } from '../../../lib/site-settings.ts';
import { clearToasts } from '../../../stores/toasts.ts';
import { SiteSettingsForm } from './SiteSettingsForm.tsx';

afterEach(() => {
  cleanup();
  clearToasts();
});

function setup() {
  const settings = { ...emptySettings(), name: 'Camille Moreau' };
  const backend = createFakeBackend({ settings });
  const save = vi.spyOn(backend, 'saveSettings');
  const onSaved = vi.fn();
  render(
    <SiteSettingsForm
      backend={backend}
      initial={settings}
      onSaved={onSaved}
      onSessionExpired={() => {}}
    />,
  );
  const text = screen.getByRole('textbox', { name: fr.look.accentLabel });
  // The colour input has its own name: two controls never share one.
  expect(screen.getByLabelText(fr.look.accentPicker).getAttribute('type')).toBe('color');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: fr.settings.save }));
  return { save, onSaved, text, submit };
}

describe('Couleur d’accent in the settings', () => {
  it('refuses a colour too dark for text, in French, and sends nothing', async () => {
    const { save, text, submit } = setup();
    fireEvent.change(text, { target: { value: '#6b6b6b' } });
    submit();
    expect(await screen.findByText(fr.look.accentTextContrast)).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses what is not a colour and a colour fit for nothing', async () => {
    const { save, text, submit } = setup();
    fireEvent.change(text, { target: { value: 'rouge' } });
    submit();
    expect(await screen.findByText(fr.look.accentInvalid)).toBeTruthy();
    fireEvent.change(text, { target: { value: '#1a237e' } });
    submit();
    expect(await screen.findByText(fr.look.accentControlContrast)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a preset, and the default as nothing', async () => {
    const { save, onSaved, text, submit } = setup();
    fireEvent.click(screen.getByRole('button', { name: fr.look.accentPreset('#7cc4ff') }));
    expect((text as HTMLInputElement).value).toBe('#7cc4ff');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({ accent_color: '#7cc4ff' });
    fireEvent.click(screen.getByRole('button', { name: fr.look.accentReset }));
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]?.[0]).toMatchObject({ accent_color: '' });
  });
});
