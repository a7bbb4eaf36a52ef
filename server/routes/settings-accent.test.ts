// Couleur d'accent on the local server: the same contrast rule as the form
// (src/lib/accent-colour.ts), a 400 with the field's code, nothing half-written.
import { describe, expect, it } from 'vitest';
import { type SiteSettings, TEXT_FIELDS } from '../../src/lib/site-settings.ts';
import type { AdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { signedInAdminPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { call } from '../../tests/support/harness/call.ts';

let server: AdminTestServer;
let cookie: string;
signedInAdminPerTest((admin) => {
  ({ server, cookie } = admin);
});

const base = {
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])),
  name: 'Camille Moreau',
};
const put = (json: unknown) => call(server.url, '/api/settings', { method: 'PUT', cookie, json });
const stored = async () => (await (await call(server.url, '/api/settings')).json()) as SiteSettings;

describe('PUT /api/settings with an accent colour', () => {
  it('stores a readable colour and asks for a rebuild', async () => {
    const before = server.contentChanges();
    const response = await put({ ...base, accent_color: '#7CC4FF' });
    expect(response.status).toBe(200);
    expect((await stored()).accent_color).toBe('#7CC4FF');
    expect(server.contentChanges()).toBe(before + 1);
  });

  it.each([
    ['red', 'accent_invalid'],
    ['#fff', 'accent_invalid'],
    ['#f2b84b; color: red', 'accent_invalid'],
    ['#6b6b6b', 'accent_text_contrast'],
    ['#1a237e', 'accent_control_contrast'],
  ])('refuses %s with 400 %s and keeps what was stored', async (colour, code) => {
    expect((await put({ ...base, accent_color: '#7cc4ff', tagline: 'Avant' })).status).toBe(200);
    const response = await put({ ...base, accent_color: colour, tagline: 'Après' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields?: Record<string, string> };
    expect(body.error).toBe('validation');
    expect(body.fields?.accent_color).toBe(code);
    expect(await stored()).toMatchObject({ accent_color: '#7cc4ff', tagline: 'Avant' });
  });

  it('keeps the default for a client that sends no colour', async () => {
    const { accent_color: _, ...older } = { ...base, accent_color: '' };
    expect((await put(older)).status).toBe(200);
    expect((await stored()).accent_color).toBe('');
  });
});
