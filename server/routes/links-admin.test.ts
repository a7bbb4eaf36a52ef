import { describe, expect, it } from 'vitest';
import type { PrivateLink } from '../../src/lib/private-link.ts';
import { CROSS_SITE, call } from '../../tests/support/harness/call.ts';
import { signedInLinkServer } from '../../tests/support/harness/link-routes.ts';

const links = signedInLinkServer();

describe('private links: admin routes', () => {
  it('creates, lists, edits without changing the address, disables and deletes', async () => {
    const a = await links.directVideo('A');
    const b = await links.directVideo('B', true);
    const link = await links.createLink({
      video_ids: [b.video.id, a.video.id],
      message: 'Bonjour',
    });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ video_ids: [b.video.id, a.video.id], has_password: false });

    const edited = await links.admin('PUT', `/api/admin/links/${link.id}`, {
      name: 'Agence Lumen — auto',
      video_ids: [a.video.id],
      password: 'secret-de-projection',
      expires_on: '2099-12-31',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      token: link.token,
      video_ids: [a.video.id],
      has_password: true,
      expires_on: '2099-12-31',
      message: null,
    });

    const off = await links.admin('PATCH', `/api/admin/links/${link.id}`, { disabled: true });
    expect(await off.json()).toMatchObject({ disabled: true });
    const list = (await (await links.admin('GET', '/api/admin/links')).json()) as PrivateLink[];
    expect(list.map((l) => [l.name, l.disabled])).toEqual([['Agence Lumen — auto', true]]);
    expect(JSON.stringify(list)).not.toContain('argon2');

    expect((await links.admin('DELETE', `/api/admin/links/${link.id}`)).status).toBe(204);
    expect((await links.admin('DELETE', `/api/admin/links/${link.id}`)).status).toBe(404);
  });

  it('refuses without a session, from another site, and with unknown films', async () => {
    const a = await links.directVideo('A');
    const body = { name: 'X', video_ids: [a.video.id] };
    expect((await call(links.server.url, '/api/admin/links')).status).toBe(401);
    expect(
      (await call(links.server.url, '/api/admin/links', { method: 'POST', json: body })).status,
    ).toBe(401);
    const foreign = await call(links.server.url, '/api/admin/links', {
      method: 'POST',
      cookie: links.cookie,
      json: body,
      headers: CROSS_SITE,
    });
    expect(foreign.status).toBe(403);
    const unknown = await links.admin('POST', '/api/admin/links', {
      name: 'X',
      video_ids: ['nope'],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ fields: { video_ids: 'video_unknown' } });
    const empty = await links.admin('POST', '/api/admin/links', { name: ' ', video_ids: [] });
    expect(await empty.json()).toMatchObject({
      fields: { name: 'name_required', video_ids: 'videos_required' },
    });
    expect(links.server.store.links.list()).toEqual([]);
  });
});
