import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html-escape.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { startTestServer, type TestServer } from '../../tests/support/harness/public-app.ts';
import { CONTACT_MAX_MESSAGES, CONTACT_MAX_STORED, CONTACT_SITE_MAX_MESSAGES } from './contact.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const valid = { name: 'Jeanne', email: 'jeanne@example.fr', message: 'Bonjour, un projet ?' };

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const stored = () => server.store.messages.list();

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201', async () => {
    const response = await post({ ...valid, website: '' }, { origin: server.url });
    expect(response.status).toBe(201);
    expect(stored()).toMatchObject([valid]);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await post({ ...valid, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(stored()).toEqual([]);
  });

  it('refuses invalid fields with their codes', async () => {
    const response = await post({ name: ' ', email: 'not-an-email', message: 'x'.repeat(5001) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'validation',
      fields: { name: 'name_required', email: 'email_invalid', message: 'message_too_long' },
    });
    const extra = await post({ ...valid, admin: true });
    expect(extra.status).toBe(400);
    expect(stored()).toEqual([]);
  });

  it('refuses other sites, non-JSON, malformed and oversized bodies', async () => {
    const cases: Array<[Promise<Response>, number, string]> = [
      [post(valid, { origin: 'https://evil.example' }), 403, 'forbidden_origin'],
      [post(valid, { origin: 'null' }), 403, 'forbidden_origin'],
      [post(valid, { 'sec-fetch-site': 'cross-site' }), 403, 'forbidden_origin'],
      [post(valid, { 'content-type': 'text/plain' }), 415, 'unsupported_media_type'],
      [post('{"name": '), 400, 'bad_request'],
      [post({ ...valid, message: 'x'.repeat(20_000) }), 413, 'payload_too_large'],
    ];
    for (const [request, status, error] of cases) {
      const response = await request;
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
    }
    expect(stored()).toEqual([]);
  });

  it(`throttles a sender after ${CONTACT_MAX_MESSAGES} messages`, async () => {
    for (let i = 0; i < CONTACT_MAX_MESSAGES; i++) {
      expect((await post({ ...valid, message: `n°${i}` })).status).toBe(201);
    }
    const refused = await post(valid);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'too_many_requests' });
    expect(stored()).toHaveLength(CONTACT_MAX_MESSAGES);
  });

  it('throttles repeated refused attempts too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post({ ...valid, email: 'x' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(stored()).toEqual([]);
  });
});

describe('POST /api/contact behind a proxy', () => {
  it('ignores X-Forwarded-* unless the proxy is trusted', async () => {
    const response = await post(valid, {
      origin: 'https://camille-moreau.fr',
      'x-forwarded-host': 'camille-moreau.fr',
    });
    expect(response.status).toBe(403);
    for (let i = 0; i < CONTACT_MAX_MESSAGES; i++) {
      await post(valid, { 'x-forwarded-for': `10.0.0.${i}` });
    }
    expect((await post(valid, { 'x-forwarded-for': '10.0.0.99' })).status).toBe(429);
  });
});

describe('POST /api/contact behind a trusted proxy', () => {
  it('checks the forwarded host and limits each forwarded client separately', async () => {
    await server.close();
    server = await startTestServer({ trustProxy: true });
    const viaProxy = (client: string) => ({
      origin: 'https://camille-moreau.fr',
      'x-forwarded-host': 'camille-moreau.fr',
      'x-forwarded-for': `203.0.113.7, ${client}`,
    });
    for (let i = 0; i < CONTACT_MAX_MESSAGES; i++) {
      expect((await post(valid, viaProxy('10.0.0.1'))).status).toBe(201);
    }
    expect((await post(valid, viaProxy('10.0.0.1'))).status).toBe(429);
    expect((await post(valid, viaProxy('10.0.0.2'))).status).toBe(201);
    const otherSite = { ...viaProxy('10.0.0.3'), origin: 'https://evil.example' };
    expect((await post(valid, otherSite)).status).toBe(403);
  });
});

describe('POST /api/contact: ceilings above each sender', () => {
  const from = (client: string) => ({ 'x-forwarded-for': client });

  it(`stores at most ${CONTACT_SITE_MAX_MESSAGES} messages per window from everyone together`, async () => {
    await server.close();
    server = await startTestServer({ trustProxy: true });
    for (let i = 0; i < CONTACT_SITE_MAX_MESSAGES; i++) {
      expect((await post(valid, from(`10.1.0.${i}`))).status).toBe(201);
    }
    const refused = await post(valid, from('10.1.1.1'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'too_many_requests' });
    expect(server.store.messages.count()).toBe(CONTACT_SITE_MAX_MESSAGES);
  });

  it('counts an IPv6 /64 as one sender', async () => {
    await server.close();
    server = await startTestServer({ trustProxy: true });
    for (let i = 1; i <= CONTACT_MAX_MESSAGES; i++) {
      expect((await post(valid, from(`2001:db8:5:6::${i}`))).status).toBe(201);
    }
    expect((await post(valid, from('2001:db8:5:6:ffff:1:2:3'))).status).toBe(429);
    expect((await post(valid, from('2001:db8:5:7::1'))).status).toBe(201);
  });

  it(`keeps at most ${CONTACT_MAX_STORED} messages and says so (503 inbox_full)`, async () => {
    for (let i = 0; i < CONTACT_MAX_STORED; i++) {
      server.store.messages.create({ ...valid, senderKey: `earlier-${i}` });
    }
    // Received over the past weeks, so only the stored cap applies, not the window's ceiling.
    server.store.db.prepare('UPDATE contact_messages SET created_ms = created_ms - 86400000').run();
    const refused = await post(valid);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: 'inbox_full' });
    expect(server.store.messages.count()).toBe(CONTACT_MAX_STORED);
    const oldest = server.store.messages.list({ limit: 1, offset: CONTACT_MAX_STORED - 1 })[0];
    server.store.messages.delete(oldest?.id ?? '');
    expect((await post(valid)).status).toBe(201);
  });
});

describe('POST /api/contact without JavaScript (the form posted by the browser)', () => {
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it('stores the message and answers a French page with the way back', async () => {
    const message = 'Un tournage à Lyon ? Ça vous dirait : 100 % « nuit américaine ».';
    const response = await form({ ...valid, message, website: '' }, { origin: server.url });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(escapeHtml(fr.contact.sentTitle));
    expect(page).toContain(escapeHtml(fr.contact.sent));
    expect(page).toContain(`<a href="/#contact">${escapeHtml(fr.contact.backToSite)}</a>`);
    expect(stored()).toMatchObject([{ ...valid, message }]);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('ends its title with the owner’s name, as every page of the site (FilmFolio without one)', async () => {
    const before = await form(valid, { origin: server.url });
    expect(await before.text()).toContain(
      `<title>${escapeHtml(`${fr.contact.sentTitle} – FilmFolio`)}</title>`,
    );
    server.store.db.prepare("UPDATE site_settings SET name = 'Camille Moreau' WHERE id = 1").run();
    const after = await form({ ...valid, email: 'x' }, { origin: server.url });
    expect(await after.text()).toContain(
      `<title>${escapeHtml(`${fr.contact.errorTitle} – Camille Moreau`)}</title>`,
    );
  });

  it('answers an error page for invalid fields, and a limit, without storing', async () => {
    const invalid = await form({ ...valid, email: 'pas-une-adresse' }, { origin: server.url });
    expect(invalid.status).toBe(400);
    const page = await invalid.text();
    expect(page).toContain(escapeHtml(fr.contact.errorTitle));
    expect(page).toContain(escapeHtml(fr.contact.invalid));
    expect(page).toContain('href="/#contact"');
    for (let i = 0; i < CONTACT_MAX_MESSAGES; i++) {
      await form(valid, { 'sec-fetch-site': 'same-origin' });
    }
    const limited = await form(valid, { 'sec-fetch-site': 'same-origin' });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(escapeHtml(fr.contact.tooMany));
    expect(stored()).toHaveLength(CONTACT_MAX_MESSAGES);
  });

  it('takes a form only from our own page: another site, or no proof of origin, gets 403', async () => {
    expect((await form(valid, { origin: 'https://evil.example' })).status).toBe(403);
    const bare = await form(valid);
    expect(bare.status).toBe(403);
    expect(await bare.text()).toContain(escapeHtml(fr.contact.sendError));
    expect((await form(valid, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(stored()).toEqual([]);
  });
});
