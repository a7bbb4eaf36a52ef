// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, video } from '../../../../tests/support/fakes/backend.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { emptySettings, type SiteSettings } from '../../../lib/site-settings.ts';
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

function setup(settings: Partial<SiteSettings> = {}) {
  const backend = createFakeBackend({
    videos: [
      video('a', 0, { title: 'Nuit blanche', video_type: 'direct', url: '/media/a.mp4' }),
      video('b', 1, { title: 'Caché', visible: false }),
    ],
    settings: { ...emptySettings(), name: 'Camille', ...settings },
  });
  render(<SettingsPage backend={backend} navigate={vi.fn()} />);
  return backend;
}

const fieldset = async () => {
  await screen.findByRole('group', { name: fr.showreel.legend });
  return within(screen.getByRole('group', { name: fr.showreel.legend }));
};
const saves = (backend: ReturnType<typeof setup>) =>
  backend.calls.filter((call) => call.method === 'saveSettings');

describe('the Bande démo fieldset', () => {
  it('saves the chosen film and Début de la boucle as a number; the hidden one is marked', async () => {
    const backend = setup();
    const group = await fieldset();
    await waitFor(() => expect(group.getByRole('option', { name: 'Nuit blanche' })).toBeTruthy());
    expect(group.getByRole('option', { name: `Caché ${fr.showreel.hidden}` })).toBeTruthy();
    fireEvent.change(group.getByLabelText(fr.showreel.film), { target: { value: 'a' } });
    fireEvent.change(group.getByLabelText(fr.showreel.start), { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('button', { name: fr.settings.save }));
    await waitFor(() => expect(saves(backend)).toHaveLength(1));
    expect(saves(backend)[0]?.args[0]).toMatchObject({ showreel_id: 'a', showreel_start: 4.5 });
  });

  it('refuses a start that is not a number of seconds, in French, and sends nothing', async () => {
    const backend = setup();
    const group = await fieldset();
    fireEvent.change(group.getByLabelText(fr.showreel.start), { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: fr.settings.save }));
    expect(await group.findByText(fr.showreel.startInvalid)).toBeTruthy();
    expect(saves(backend)).toHaveLength(0);
  });

  it('says a deleted film sent the hero back to text', async () => {
    setup({ showreel_id: 'gone' });
    const group = await fieldset();
    expect(await group.findByText(fr.showreel.missing)).toBeTruthy();
  });

  it('says a copy failed, and Refaire la copie saves the settings again', async () => {
    const backend = setup({
      showreel_id: 'a',
      showreel_copy: { state: 'failed', width: null, height: null },
    });
    const group = await fieldset();
    expect(await group.findByText(fr.showreel.failed)).toBeTruthy();
    fireEvent.click(group.getByRole('button', { name: fr.showreel.remake }));
    await waitFor(() => expect(saves(backend)).toHaveLength(1));
    expect(saves(backend)[0]?.args[0]).toMatchObject({ showreel_id: 'a' });
  });
});
