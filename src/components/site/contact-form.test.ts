// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFormMarkup } from '../../../tests/support/data/contact-form-markup.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { enhanceContactForm } from './contact-form.ts';

// The enhancer on the form's markup (the built page's own form is driven in Chromium by
// tests/e2e/contact-js.test.ts).

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function mount(ownerEmail = '') {
  document.body.innerHTML = contactFormMarkup(ownerEmail);
  enhanceContactForm(document.querySelector('form') as HTMLFormElement);
}

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fillAndSend() {
  fireEvent.input(screen.getByLabelText(fr.contact.name), { target: { value: 'Alex' } });
  fireEvent.input(screen.getByLabelText(fr.contact.email), {
    target: { value: 'alex@example.fr' },
  });
  fireEvent.input(screen.getByLabelText(fr.contact.message), { target: { value: 'Bonjour' } });
  fireEvent.click(screen.getByRole('button', { name: fr.contact.send }));
}

describe('contact form script', () => {
  it('posts JSON with the honeypot and announces success, then clears the form', async () => {
    const fetchMock = answer(201);
    mount();
    const email = screen.getByLabelText(fr.contact.email) as HTMLInputElement;
    expect(email.type).toBe('email');
    fillAndSend();
    expect(await screen.findByText(fr.contact.sent)).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.classList.contains('text-accent')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Alex',
      email: 'alex@example.fr',
      message: 'Bonjour',
      website: '',
      // A form without the page's language field is the French site's (issue 32).
      lang: 'fr',
    });
    expect((screen.getByLabelText(fr.contact.name) as HTMLInputElement).value).toBe('');
  });

  it('shows the validation text and marks the refused fields on 400', async () => {
    answer(400, { error: 'validation', fields: { email: 'email_invalid' } });
    mount();
    fillAndSend();
    expect(await screen.findByText(fr.contact.invalid)).toBeTruthy();
    expect(screen.getByRole('status').classList.contains('text-accent')).toBe(false);
    expect(screen.getByLabelText(fr.contact.email).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(fr.contact.name).hasAttribute('aria-invalid')).toBe(false);
    // The next answer clears the marks it no longer gives.
    answer(201);
    fireEvent.click(screen.getByRole('button', { name: fr.contact.send }));
    expect(await screen.findByText(fr.contact.sent)).toBeTruthy();
    expect(screen.getByLabelText(fr.contact.email).hasAttribute('aria-invalid')).toBe(false);
  });

  it('asks to wait on 429', async () => {
    answer(429, { error: 'too_many_requests' });
    mount();
    fillAndSend();
    expect(await screen.findByText(fr.contact.tooMany)).toBeTruthy();
  });

  it('says the inbox is full, with the address to write to, on 503 inbox_full', async () => {
    answer(503, { error: 'inbox_full' });
    mount('contact@example.fr');
    fillAndSend();
    expect(await screen.findByText(fr.contact.inboxFull('contact@example.fr'))).toBeTruthy();
    expect(fr.contact.inboxFull('contact@example.fr')).toContain('contact@example.fr');
  });

  it('says the inbox is full without an address while none is set', async () => {
    answer(503, { error: 'inbox_full' });
    mount();
    fillAndSend();
    expect(await screen.findByText(fr.contact.inboxFull(''))).toBeTruthy();
    expect(fr.contact.inboxFull('')).not.toContain('Écrivez directement');
  });

  it('reports a failure on a server error or a network error', async () => {
    answer(500, { error: 'internal' });
    mount();
    fillAndSend();
    expect(await screen.findByText(fr.contact.sendError)).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    fireEvent.click(screen.getByRole('button', { name: fr.contact.send }));
    await vi.waitFor(() => expect(screen.getByRole('button').textContent).toBe(fr.contact.send));
    expect(screen.getByRole('status').textContent).toBe(fr.contact.sendError);
  });

  it('takes the form over once, however often it is called', async () => {
    const fetchMock = answer(201);
    mount();
    enhanceContactForm(document.querySelector('form') as HTMLFormElement);
    fillAndSend();
    expect(await screen.findByText(fr.contact.sent)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hides the honeypot from assistive technology and keyboard', () => {
    mount();
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
