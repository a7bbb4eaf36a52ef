// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../lib/i18n/fr.ts';
import { ContactForm } from './ContactForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
  fireEvent.change(screen.getByLabelText(fr.contact.name), { target: { value: 'Alex' } });
  fireEvent.change(screen.getByLabelText(fr.contact.email), {
    target: { value: 'alex@example.fr' },
  });
  fireEvent.change(screen.getByLabelText(fr.contact.message), { target: { value: 'Bonjour' } });
  fireEvent.click(screen.getByRole('button', { name: fr.contact.send }));
}

describe('ContactForm', () => {
  it('posts JSON with the honeypot and announces success, then clears the form', async () => {
    const fetchMock = answer(201);
    render(<ContactForm />);
    const email = screen.getByLabelText(fr.contact.email) as HTMLInputElement;
    expect(email.type).toBe('email');
    fillAndSend();
    expect(await screen.findByText(fr.contact.sent)).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Alex',
      email: 'alex@example.fr',
      message: 'Bonjour',
      website: '',
    });
    expect((screen.getByLabelText(fr.contact.name) as HTMLInputElement).value).toBe('');
  });

  it('shows the validation text and marks the refused fields on 400', async () => {
    answer(400, { error: 'validation', fields: { email: 'email_invalid' } });
    render(<ContactForm />);
    fillAndSend();
    expect(await screen.findByText(fr.contact.invalid)).toBeTruthy();
    expect(screen.getByLabelText(fr.contact.email).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(fr.contact.name).hasAttribute('aria-invalid')).toBe(false);
  });

  it('asks to wait on 429', async () => {
    answer(429, { error: 'too_many_requests' });
    render(<ContactForm />);
    fillAndSend();
    expect(await screen.findByText(fr.contact.tooMany)).toBeTruthy();
  });

  it('says the inbox is full, with the address to write to, on 503 inbox_full', async () => {
    answer(503, { error: 'inbox_full' });
    render(<ContactForm ownerEmail="contact@example.fr" />);
    fillAndSend();
    expect(await screen.findByText(fr.contact.inboxFull('contact@example.fr'))).toBeTruthy();
    expect(fr.contact.inboxFull('contact@example.fr')).toContain('contact@example.fr');
  });

  it('says the inbox is full without an address while none is set', async () => {
    answer(503, { error: 'inbox_full' });
    render(<ContactForm />);
    fillAndSend();
    expect(await screen.findByText(fr.contact.inboxFull(''))).toBeTruthy();
    expect(fr.contact.inboxFull('')).not.toContain('Écrivez directement');
  });

  it('reports a failure on a server error or a network error', async () => {
    answer(500, { error: 'internal' });
    render(<ContactForm />);
    fillAndSend();
    expect(await screen.findByText(fr.contact.sendError)).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    fireEvent.click(screen.getByRole('button', { name: fr.contact.send }));
    expect(await screen.findByText(fr.contact.sendError)).toBeTruthy();
  });

  it('hides the honeypot from assistive technology and keyboard', () => {
    render(<ContactForm />);
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
