// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as form from '../../../../tests/support/fakes/video-form.tsx';
import { BackendError } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';

form.quietLogsAndCleanUp();

const youtubeUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const sent = (backend: ReturnType<typeof form.setup>['backend'], method: string) =>
  backend.calls.find((c) => c.method === method)?.args;
const add = () => fireEvent.click(screen.getByRole('button', { name: fr.frames.pressAdd }));

describe('VideoForm: Presse', () => {
  it('adds quotes under Presse and sends them in order; blank rows are dropped', async () => {
    const { backend, onSaved } = form.setup();
    form.type('Titre', 'Clip');
    form.type('URL', youtubeUrl);
    add();
    add();
    add();
    const group = screen.getByRole('group', { name: fr.frames.pressLegend });
    expect(group.contains(screen.getByLabelText(fr.frames.pressQuote(3)))).toBe(true);
    form.type(fr.frames.pressQuote(1), '« Une lumière rare »');
    form.type(fr.frames.pressSource(1), 'Libération');
    form.type(fr.frames.pressUrl(1), 'https://www.liberation.fr/a');
    form.type(fr.frames.pressQuote(3), 'Superbe');
    form.type(fr.frames.pressSource(3), 'Télérama');
    form.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(backend, 'createVideo')?.[0]).toMatchObject({
      press: [
        { quote: '« Une lumière rare »', source: 'Libération', url: 'https://www.liberation.fr/a' },
        { quote: 'Superbe', source: 'Télérama', url: null },
      ],
    });
  });

  it('refuses a quote without its publication or with a link that is not http(s)', () => {
    for (const [source, url, text] of [
      ['', '', fr.frames.pressSourceRequired],
      ['Le Monde', 'javascript:alert(1)', fr.frames.pressUrlInvalid],
    ] as const) {
      const { backend, view } = form.setup();
      form.type('Titre', 'Clip');
      form.type('URL', youtubeUrl);
      add();
      form.type(fr.frames.pressQuote(1), 'Superbe');
      form.type(fr.frames.pressSource(1), source);
      form.type(fr.frames.pressUrl(1), url);
      form.submit();
      expect(form.alertText()).toBe(text);
      expect(backend.calls.map((c) => c.method)).not.toContain('createVideo');
      view.unmount();
    }
  });

  it('shows a stored film its quotes, removes one, and offers no eleventh', async () => {
    const press = [
      { quote: 'Un', source: 'A', url: null },
      { quote: 'Deux', source: 'B', url: 'https://b.fr/' },
    ];
    const { backend, onSaved } = form.setup(['v1', 0, { press }]);
    expect((screen.getByLabelText(fr.frames.pressUrl(2)) as HTMLInputElement).value).toBe(
      'https://b.fr/',
    );
    fireEvent.click(screen.getByRole('button', { name: fr.frames.pressRemove(1) }));
    form.submit(fr.form.update);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(backend, 'updateVideo')?.[1]).toMatchObject({ press: [press[1]] });
    for (let i = 0; i < 9; i++) add();
    expect(screen.queryByRole('button', { name: fr.frames.pressAdd })).toBeNull();
  });

  it('shows the backend’s refusal of a quote in French', async () => {
    const { backend, onSaved } = form.setup();
    backend.failNext(
      'createVideo',
      new BackendError('validation', 400, 'press', { 'press.0.quote': 'press_too_long' }),
    );
    form.type('Titre', 'Clip');
    form.type('URL', youtubeUrl);
    form.submit();
    await waitFor(() => expect(form.alertText()).toBe(fr.frames.pressTooLong));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
