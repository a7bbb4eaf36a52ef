// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as form from '../../../../tests/support/fakes/video-form.tsx';
import { BackendError } from '../../../backend/port.ts';
import { yearMax } from '../../../lib/credits.ts';
import { fr } from '../../../lib/i18n/fr.ts';

form.quietLogsAndCleanUp();

const youtubeUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sent = (backend: ReturnType<typeof form.setup>['backend'], method: string) =>
  backend.calls.find((c) => c.method === method)?.args;

describe('VideoForm: Fiche technique and page address', () => {
  it('groups every credit under Fiche technique, all optional', () => {
    form.setup();
    const group = screen.getByRole('group', { name: 'Fiche technique' });
    const labels = [
      'Catégorie',
      'Année',
      'Rôle',
      'Réalisation',
      'Production',
      'Client / Agence',
      'Caméra',
      'Optiques',
      'Format',
      'Festivals et prix',
    ];
    for (const label of labels) {
      const field = input(label);
      expect(group.contains(field)).toBe(true);
      expect(field.required).toBe(false);
    }
    expect(input('Format').placeholder).toBe('2.39:1');
  });

  it('suggests Chef opérateur as the role and the categories already used', () => {
    form.setup(null, ['Clip', 'Publicité']);
    const options = (label: string) =>
      [...(input(label).list?.querySelectorAll('option') ?? [])].map((o) => o.value);
    expect(options('Rôle')).toEqual(['Chef opérateur']);
    expect(options('Catégorie')).toEqual(['Clip', 'Publicité']);
  });

  it('proposes the address from the title until it is typed by hand', () => {
    form.setup();
    form.type('Titre', 'Été à Périgueux');
    expect(input('Adresse de la page').value).toBe('ete-a-perigueux');
    form.type('Adresse de la page', 'perigueux-2024');
    form.type('Titre', 'Autre titre');
    expect(input('Adresse de la page').value).toBe('perigueux-2024');
  });

  it('sends the typed credits trimmed, the year as a number, blanks as none', async () => {
    const { backend, onSaved } = form.setup();
    form.type('Titre', 'Clip');
    form.type('URL', youtubeUrl);
    form.type('Année', '2024');
    form.type('Réalisation', ' Agnès Varda ');
    form.type('Festivals et prix', 'Clermont-Ferrand\nCannes');
    form.type('Caméra', '   ');
    form.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(backend, 'createVideo')?.[0]).toMatchObject({
      slug: 'clip',
      year: 2024,
      director: 'Agnès Varda',
      awards: 'Clermont-Ferrand\nCannes',
      camera: null,
      category: null,
    });
  });

  it('refuses a year that is not four digits from 1900 to next year, sending nothing', () => {
    for (const year of ['24', '1899', String(yearMax() + 1), '20a4']) {
      const { backend, view } = form.setup();
      form.type('Titre', 'Clip');
      form.type('URL', youtubeUrl);
      form.type('Année', year);
      form.submit();
      expect([year, form.alertText()]).toEqual([year, fr.form.yearInvalid(yearMax())]);
      expect(backend.calls.map((c) => c.method)).not.toContain('createVideo');
      view.unmount();
    }
  });

  it('refuses an address with accents or spaces before sending', () => {
    const { backend } = form.setup();
    form.type('Titre', 'Clip');
    form.type('URL', youtubeUrl);
    form.type('Adresse de la page', 'mon été');
    form.submit();
    expect(form.alertText()).toBe(fr.form.slugInvalid);
    expect(backend.calls.map((c) => c.method)).not.toContain('createVideo');
  });

  it("shows 'Cette adresse est déjà utilisée' when the backend says the address is taken", async () => {
    const { backend, onSaved } = form.setup();
    backend.failNext(
      'createVideo',
      new BackendError('validation', 400, 'taken', { slug: 'slug_taken' }),
    );
    form.type('Titre', 'Clip');
    form.type('URL', youtubeUrl);
    form.submit();
    await waitFor(() => expect(form.alertText()).toBe('Cette adresse est déjà utilisée'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a stored film its credits and keeps its address when the title changes', async () => {
    const { backend, onSaved } = form.setup([
      'v1',
      0,
      { slug: 'bande-demo', director: 'Agnès', year: 2023, awards: 'Cannes' },
    ]);
    expect(input('Adresse de la page').value).toBe('bande-demo');
    expect([input('Réalisation').value, input('Année').value]).toEqual(['Agnès', '2023']);
    form.type('Titre', 'Nouveau titre');
    expect(input('Adresse de la page').value).toBe('bande-demo');
    form.submit(fr.form.update);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(backend, 'updateVideo')?.[1]).toMatchObject({
      title: 'Nouveau titre',
      slug: 'bande-demo',
      director: 'Agnès',
      year: 2023,
      awards: 'Cannes',
    });
  });
});
