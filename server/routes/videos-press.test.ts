// The server's answers to a film's press quotes and the site's Références (issue 31): stored as
// sent, refused whole with a 400 and a field code, escaped where the server writes HTML itself.
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/lib/site-settings.ts';
import type { Video } from '../../src/lib/video.ts';
import type { AdminTestServer } from '../../tests/support/harness/admin-app.ts';
import { signedInAdminPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { call } from '../../tests/support/harness/call.ts';

let server: AdminTestServer;
let cookie: string;
signedInAdminPerTest((admin) => {
  ({ server, cookie } = admin);
});

const send = (method: string, path: string, json?: unknown) =>
  call(server.url, path, json === undefined ? { method, cookie } : { method, cookie, json });

const film = {
  title: 'Nuit',
  url: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
  video_type: 'youtube',
};
const press = [
  { quote: '« Une lumière </script> rare »', source: 'Libération', url: 'https://x.fr/a' },
  { quote: 'Superbe', source: 'Télérama', url: null },
];

describe('press quotes through the API', () => {
  it('stores the quotes, lists them publicly, keeps them when an edit sends none', async () => {
    const created = await send('POST', '/api/videos', { ...film, press });
    expect(created.status).toBe(201);
    const video = (await created.json()) as Video;
    expect(video.press).toEqual(press);
    const edited = await send('PUT', `/api/videos/${video.id}`, { ...film, title: 'Jour' });
    expect(((await edited.json()) as Video).press).toEqual(press);
    const listed = (await (await call(server.url, '/api/videos')).json()) as Video[];
    expect(listed.map((v) => v.press)).toEqual([press]);
  });

  it('refuses bad quotes with 400 and a field code, storing nothing', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ quote: 'a', source: 'b' }, { press: expect.any(String) as unknown as string }],
      ['Superbe', { press: expect.any(String) as unknown as string }],
      [
        [{ quote: 'a', source: 'b', url: 'javascript:alert(1)' }],
        { 'press.0.url': 'press_url_invalid' },
      ],
      [
        [{ quote: 'a', source: 'b', url: 'https://x.fr/', html: '<b>' }],
        { 'press.0': expect.any(String) as unknown as string },
      ],
      [[{ quote: 'a'.repeat(601), source: 'b' }], { 'press.0.quote': 'press_too_long' }],
      [[{ quote: 'a', source: '' }], { 'press.0.source': 'press_source_required' }],
      [
        Array.from({ length: 11 }, () => ({ quote: 'a', source: 'b' })),
        { press: 'press_too_many' },
      ],
    ];
    for (const [bad, fields] of cases) {
      const response = await send('POST', '/api/videos', { ...film, press: bad });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(body).toMatchObject({ error: 'validation', fields });
      expect(JSON.stringify(body)).not.toMatch(/[À-ÿ]|citation/i);
    }
    expect(server.store.videos.list()).toEqual([]);
  });
});

describe('références through the API', () => {
  it('saves them with the settings; one name too long is a 400 and changes nothing', async () => {
    const current = (await (await call(server.url, '/api/settings')).json()) as SiteSettings;
    // showreel_copy is read-only, like cv, photo and updated_at: the strict schema refuses it.
    const { cv, photo, updated_at, showreel_copy, ...texts } = current;
    const saved = await send('PUT', '/api/settings', {
      ...texts,
      name: 'Camille',
      reference_names: 'Arte\nCanal+',
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as SiteSettings).reference_names).toBe('Arte\nCanal+');
    const refused = await send('PUT', '/api/settings', {
      ...texts,
      name: 'Camille',
      reference_names: `Arte\n${'x'.repeat(121)}`,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'validation',
      fields: { reference_names: 'reference_too_long' },
    });
    expect(server.store.settings.get().reference_names).toBe('Arte\nCanal+');
  });
});
