// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFormMarkup } from '../../../tests/support/data/contact-form-markup.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { enhanceContactForm } from './contact-form.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('contact form script while the message is on its way', () => {
  it("reads 'Envoi en cours...' and is disabled until the server answers", async () => {
    // The server's answer is held back so the form can be seen in the middle of sending.
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    document.body.innerHTML = contactFormMarkup('');
    const form = document.querySelector('form') as HTMLFormElement;
    enhanceContactForm(form);
    fireEvent.input(screen.getByLabelText(fr.contact.name), { target: { value: 'Alex' } });
    fireEvent.input(screen.getByLabelText(fr.contact.email), {
      target: { value: 'alex@example.fr' },
    });
    fireEvent.input(screen.getByLabelText(fr.contact.message), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: fr.contact.send }));

    const pending = await screen.findByRole('button', { name: fr.contact.sending });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: fr.contact.send })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    // A second click, or Enter in a field (a submit), while sending sends nothing more.
    fireEvent.click(pending);
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(new Response(null, { status: 201 }));
    expect(await screen.findByText(fr.contact.sent)).toBeTruthy();
    const again = screen.getByRole('button', { name: fr.contact.send }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    expect(screen.queryByText(fr.contact.sending)).toBeNull();
  });
});
