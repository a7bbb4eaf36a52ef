// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../../tests/support/fakes/backend.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { emptySettings } from '../../../lib/site-settings.ts';
import { SiteSettingsForm } from './SiteSettingsForm.tsx';

afterEach(cleanup);

const gaps = () => document.querySelector('[data-legal-gaps]')?.textContent ?? null;

describe('the legal notice’s empty required fields, in the settings form', () => {
  it('names each empty one in French, and the line goes once all are filled', () => {
    render(
      <SiteSettingsForm
        backend={createFakeBackend()}
        initial={{ ...emptySettings(), name: 'Alex', legal_publisher: 'Alex Martin, EI' }}
        onSaved={vi.fn()}
        onSessionExpired={vi.fn()}
      />,
    );
    expect(gaps()).toContain(fr.legalGaps.title);
    expect(gaps()).toContain(`${fr.settings.legalSiret}, ${fr.settings.legalDirector}`);
    expect(gaps()).not.toContain(fr.settings.legalPublisher);
    for (const label of [
      fr.settings.legalAddress,
      fr.settings.legalSiret,
      fr.settings.legalDirector,
      fr.settings.legalHost,
      fr.settings.legalHostAddress,
    ]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'rempli' } });
    }
    expect(gaps()).toBeNull();
  });
});
