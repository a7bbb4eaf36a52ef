import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_CV_BYTES, MAX_PHOTO_BYTES } from '../../src/lib/media.ts';
import { emptySettings, type SiteSettings, TEXT_FIELDS } from '../../src/lib/site-settings.ts';
import type { AdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { signedInAdminPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { CROSS_SITE, call } from '../../tests/support/harness/call.ts';

let server: AdminTestServer;
let cookie: string;
signedInAdminPerTest((admin) => {
  ({ server, cookie } = admin);
});

const ROOT = join(import.meta.dirname, '..', '..');
const CV = readFileSync(join(ROOT, 'demo', 'media', 'cv.pdf'));
const JPEG = readFileSync(join(ROOT, 'demo', 'media', 'lumiere-doree.jpg'));

const filled = {
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])),
  name: 'Alex Martin',
  title: '',
  tagline: 'Image et lumière',
  about: 'Premier paragraphe.\n\nSecond paragraphe.',
  email: 'alex@example.fr',
  phone: '+33 6 00 00 00 00',
  site_url: 'https://alex.example.fr',
  vimeo_url: 'https://vimeo.com/alex',
};

const getSettings = async () =>
  (await (await call(server.url, '/api/settings')).json()) as SiteSettings;
const put = (json: unknown, extra: { cookie?: string; headers?: Record<string, string> } = {}) =>
  call(server.url, '/api/settings', { method: 'PUT', cookie, json, ...extra });
const putFile = (kind: 'cv' | 'photo', bytes: Uint8Array, name = 'fichier') =>
  call(server.url, `/api/settings/${kind}`, {
    method: 'PUT',
    cookie,
    body: new Uint8Array(bytes),
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-File-Name': encodeURIComponent(name),
    },
  });

describe('GET /api/settings', () => {
  it('answers the empty settings of a fresh folder to anyone, title Chef Opérateur', async () => {
    const response = await call(server.url, '/api/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(emptySettings());
  });
});

describe('PUT /api/settings', () => {
  it('stores every field, answers the stored settings and asks for a rebuild', async () => {
    const before = server.contentChanges();
    const response = await put(filled);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as SiteSettings;
    expect(saved).toMatchObject({ ...filled, title: 'Chef Opérateur' });
    expect(saved.updated_at).toMatch(/^\d{4}-/);
    expect(await getSettings()).toEqual(saved);
    expect(server.contentChanges()).toBe(before + 1);
  });

  it('refuses bad fields with 400 and field codes, and changes nothing', async () => {
    await put(filled);
    const stored = await getSettings();
    const response = await put({
      ...filled,
      name: '  ',
      email: 'pas-une-adresse',
      vimeo_url: 'http://vimeo.com/alex',
      tagline: 'x'.repeat(301),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'validation',
      fields: {
        name: 'name_required',
        email: 'email_invalid',
        vimeo_url: 'url_invalid',
        tagline: 'too_long',
      },
    });
    expect(await getSettings()).toEqual(stored);
  });

  it('refuses unknown or missing fields, no session and another origin', async () => {
    expect((await put({ ...filled, admin: true })).status).toBe(400);
    const { name: _, ...withoutName } = filled;
    expect((await put(withoutName)).status).toBe(400);
    expect((await put(filled, { cookie: '' })).status).toBe(401);
    expect((await put(filled, { headers: CROSS_SITE })).status).toBe(403);
    expect((await getSettings()).name).toBe('');
  });
});

describe('CV and photo', () => {
  it('stores a PDF by content at a new address each time, serves it, removes the old one', async () => {
    const first = await putFile('cv', CV, 'Mon CV.pdf');
    expect(first.status).toBe(200);
    const one = ((await first.json()) as SiteSettings).cv;
    expect(one).toMatchObject({ name: 'Mon CV.pdf', size: CV.length });
    expect(one?.url).toMatch(/^\/media\/[0-9a-f-]{36}\.pdf$/);
    const served = await call(server.url, one?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await served.arrayBuffer()).equals(CV)).toBe(true);
    const range = await call(server.url, one?.url ?? '', { headers: { Range: 'bytes=0-4' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('%PDF-');

    const second = ((await (await putFile('cv', CV, 'v2.pdf')).json()) as SiteSettings).cv;
    expect(second?.url).not.toBe(one?.url);
    expect((await call(server.url, one?.url ?? '')).status).toBe(404);
    expect(existsSync(join(server.store.mediaDir, (one?.url ?? '').slice(7)))).toBe(false);
  });

  it('refuses a non-PDF with 415 and an oversize CV with 413; the old CV stays', async () => {
    const kept = ((await (await putFile('cv', CV)).json()) as SiteSettings).cv;
    const notPdf = await putFile('cv', new TextEncoder().encode('<html>%PDF-</html>'), 'cv.pdf');
    expect(notPdf.status).toBe(415);
    expect(((await notPdf.json()) as { error: string }).error).toBe('unsupported_media_type');
    const big = new Uint8Array(MAX_CV_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    const tooBig = await putFile('cv', big);
    expect(tooBig.status).toBe(413);
    expect((await getSettings()).cv).toEqual(kept);
    expect((await call(server.url, kept?.url ?? '')).status).toBe(200);
  });

  it('takes a photo of at most 5 MB by content, and deletes the CV and photo', async () => {
    expect((await putFile('photo', CV)).status).toBe(415);
    const oversize = new Uint8Array(MAX_PHOTO_BYTES + 1);
    oversize.set(JPEG.subarray(0, 16));
    expect((await putFile('photo', oversize)).status).toBe(413);
    const photo = ((await (await putFile('photo', JPEG, 'portrait.jpg')).json()) as SiteSettings)
      .photo;
    expect(photo?.url).toMatch(/\.jpg$/);
    const served = await call(server.url, photo?.url ?? '');
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    await putFile('cv', CV);

    for (const kind of ['photo', 'cv'] as const) {
      const url = (await getSettings())[kind]?.url ?? '';
      const deleted = await call(server.url, `/api/settings/${kind}`, { method: 'DELETE', cookie });
      expect(deleted.status).toBe(200);
      expect(((await deleted.json()) as SiteSettings)[kind]).toBeNull();
      expect((await call(server.url, url)).status).toBe(404);
    }
  });

  it('needs a session', async () => {
    const response = await call(server.url, '/api/settings/cv', { method: 'PUT', body: CV });
    expect(response.status).toBe(401);
    expect((await getSettings()).cv).toBeNull();
  });
});
