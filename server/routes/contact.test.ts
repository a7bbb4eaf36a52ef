import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/public-app.ts';
import { CONTACT_MAX_MESSAGES } from './contact.ts';

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
