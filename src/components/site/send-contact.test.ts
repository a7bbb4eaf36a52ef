import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContact } from './send-contact.ts';

const message = { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour', website: '' };

function answer(status: number, body: unknown = {}) {
  const calls: [string, RequestInit | undefined][] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return new Response(status === 201 ? null : JSON.stringify(body), { status });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('sendContact in supabase mode', () => {
  beforeEach(() => {
    vi.stubEnv('PUBLIC_BACKEND', 'supabase');
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'https://projet.supabase.co/');
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
  });

  it('inserts into contact_messages with the anon key, not into the local API', async () => {
    const calls = answer(201);
    expect(await sendContact(message)).toEqual({ result: 'sent', fields: [] });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe('https://projet.supabase.co/rest/v1/contact_messages');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({
      name: 'Léa',
      email: 'lea@example.fr',
      message: 'Bonjour',
      lang: 'fr',
    });
    calls.length = 0;
    await sendContact({ ...message, lang: 'en' });
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toMatchObject({ lang: 'en' });
  });

  it('maps the flood guard (429) and a check violation (400) to their outcomes', async () => {
    answer(429, { code: 'PT429', message: 'too many messages' });
    expect((await sendContact(message)).result).toBe('tooMany');
    answer(400, { code: '23514', message: 'check violation' });
    expect((await sendContact(message)).result).toBe('invalid');
    answer(503, { message: 'down' });
    expect((await sendContact(message)).result).toBe('error');
    answer(503, { code: 'PT503', message: 'inbox_full: the inbox keeps 1000 messages' });
    expect((await sendContact(message)).result).toBe('inboxFull');
  });

  it('sends nothing for a filled honeypot, and says sent', async () => {
    const calls = answer(201);
    expect((await sendContact({ ...message, website: 'spam.example' })).result).toBe('sent');
    expect(calls).toHaveLength(0);
  });
});

describe('sendContact in local mode', () => {
  it('posts to /api/contact', async () => {
    const calls = answer(201);
    expect((await sendContact(message)).result).toBe('sent');
    expect(calls[0]?.[0]).toBe('/api/contact');
  });

  it('maps the server codes, and no answer at all, to their outcomes', async () => {
    answer(400, { error: 'validation', fields: { email: 'email_invalid' } });
    expect(await sendContact(message)).toEqual({ result: 'invalid', fields: ['email'] });
    answer(429, { error: 'too_many_requests' });
    expect((await sendContact(message)).result).toBe('tooMany');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await sendContact(message)).result).toBe('error');
  });
});
