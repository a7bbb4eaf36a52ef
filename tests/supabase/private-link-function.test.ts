// The private-link Edge Function's handler and the adapter's file moves, against the stand-in on
// 127.0.0.1 (the real migrations on PGlite behind PostgREST- and Storage-shaped routes): what a
// visitor gets for each state of a link, and where a hidden film's file can be read from.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import { createPrivateLinkHandler } from '../../supabase/functions/private-link/handler.ts';
import { type StandIn, startStandIn } from '../support/supabase-stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase-stand-in-api.ts';
import { user } from './db.ts';

let s: StandIn;
type Answer = { status: number; body: Record<string, unknown>; retryAfter: string | null };
let visit: (body: unknown) => Promise<Answer>;
const FILE = Buffer.from('hidden film bytes');
/** The function's clock, moved by the tests that need time to pass. */
let clock = Date.now();

beforeAll(async () => {
  s = await startStandIn();
  const handler = createPrivateLinkHandler({
    supabaseUrl: s.url,
    serviceKey: s.serviceKey,
    signedSeconds: 60,
    accessSeconds: 600,
    now: () => clock,
  });
  visit = async (body) => {
    const response = await handler(
      new Request('http://functions.test/private-link', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      retryAfter: response.headers.get('retry-after'),
    };
  };
});
afterAll(async () => {
  await s?.close();
});

let hidden: { id: string; name: string; url: string };
let shown: string;

beforeEach(async () => {
  clock = Date.now();
  await s.t.sudo('delete from public.private_links');
  await s.t.sudo('delete from public.videos');
  await s.t.sudo('delete from storage.objects');
  s.objects.clear();
  const name = `${crypto.randomUUID()}.mp4`;
  const url = `${s.url}/storage/v1/object/public/videos/${name}`;
  const [row] = await s.t.sudo<{ id: string }>(
    `insert into public.videos (title, url, video_type, order_position, visible)
     values ('Sous embargo', $1, 'direct', 0, true) returning id`,
    [url],
  );
  const [other] = await s.t.sudo<{ id: string }>(
    `insert into public.videos (title, url, video_type, order_position)
     values ('Public', 'https://vimeo.com/76979871', 'vimeo', 1) returning id`,
  );
  await s.t.sudo("insert into storage.objects (bucket_id, name) values ('videos', $1)", [name]);
  s.objects.set(`videos/${name}`, FILE);
  hidden = { id: row?.id ?? '', name, url };
  shown = other?.id ?? '';
});

async function signedInAdmin() {
  const backend = createSupabaseBackend({ url: s.url, anonKey: s.anonKey });
  await backend.signIn('admin@example.test', ADMIN_PASSWORD_FOR_STAND_IN);
  return backend;
}

const status = async (url: string) => (await fetch(url)).status;

describe('hiding a direct video moves its file to the private bucket', () => {
  it('out of public reach while hidden, back when shown', async () => {
    const backend = await signedInAdmin();
    expect(await status(hidden.url)).toBe(200);
    expect((await backend.setVisible(hidden.id, false)).url).toBe(hidden.url);
    expect(await status(hidden.url)).toBe(404);
    expect(s.objects.get(`private-videos/${hidden.name}`)).toEqual(FILE);
    // Hiding again finds it already there.
    await backend.setVisible(hidden.id, false);
    await backend.setVisible(hidden.id, true);
    expect(await status(hidden.url)).toBe(200);
    expect(s.objects.has(`private-videos/${hidden.name}`)).toBe(false);
  });
});

describe('the private-link Edge Function', () => {
  async function link(args: { password?: string; expires?: string } = {}) {
    const [row] = await s.t.run<{ l: { id: string; token: string } }>(
      user(s.t.adminId),
      'select public.create_private_link($1, $2::uuid[], $3, $4, $5::date) as l',
      ['Agence', [hidden.id, shown], 'Bonjour', args.password ?? null, args.expires ?? null],
    );
    if (!row) throw new Error('no link');
    return row.l;
  }

  it("gives the owner, the message and the films, the hidden one's file signed", async () => {
    await s.t.sudo(
      "update public.site_settings set name = 'Camille Moreau', title = '' where id = 1",
    );
    const backend = await signedInAdmin();
    await backend.setVisible(hidden.id, false);
    const { token } = await link();
    const answer = await visit({ token, count: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      owner: { name: 'Camille Moreau', title: 'Chef Opérateur' },
      message: 'Bonjour',
    });
    const films = answer.body.films as { id: string; url: string }[];
    expect(films.map((f) => f.id)).toEqual([hidden.id, shown]);
    expect(films[0]?.url).toMatch(/\/storage\/v1\/object\/sign\/private-videos\/.+\?token=/);
    expect(Buffer.from(await (await fetch(films[0]?.url ?? '')).arrayBuffer())).toEqual(FILE);
    expect(films[1]?.url).toBe('https://vimeo.com/76979871');
    expect(await status(hidden.url)).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain(s.serviceKey);
  });

  it('unknown, malformed, disabled, expired and deleted: one same 404', async () => {
    const disabled = await link();
    await s.t.run(user(s.t.adminId), 'select public.set_private_link_disabled($1, true)', [
      disabled.id,
    ]);
    const expired = await link({ expires: '2000-01-01' });
    const deleted = await link();
    await s.t.run(user(s.t.adminId), 'select public.delete_private_link($1)', [deleted.id]);
    const answers = await Promise.all(
      ['A'.repeat(43), 'court', disabled.token, expired.token, deleted.token, 42].map((token) =>
        visit({ token }),
      ),
    );
    for (const answer of answers)
      expect(answer).toEqual({ status: 404, body: { error: 'not_found' }, retryAfter: null });
  });

  it('a password: asked, wrong, right; counts the visit once asked to', async () => {
    const { id, token } = await link({ password: 'le-bon' });
    expect((await visit({ token })).body).toEqual({ error: 'unauthorized' });
    expect(await visit({ token, password: 'mauvais' })).toMatchObject({
      status: 401,
      body: { error: 'invalid_credentials' },
    });
    expect((await visit({ token, password: 'le-bon', count: true })).status).toBe(200);
    expect((await visit({ token, password: 'le-bon', count: false })).status).toBe(200);
    const [row] = await s.t.sudo<{ views: number }>(
      'select views from public.private_links where id = $1',
      [id],
    );
    expect(row?.views).toBe(1);
  });

  it('5 password checks a minute per link, then 429 with Retry-After; a minute later it opens', async () => {
    const { id, token } = await link({ password: 'le-bon' });
    for (let i = 0; i < 5; i += 1) {
      expect((await visit({ token, password: 'mauvais' })).status).toBe(401);
    }
    const refused = await visit({ token, password: 'le-bon' });
    expect(refused).toMatchObject({ status: 429, body: { error: 'too_many_requests' } });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    // Not a 15-minute lock-out: once the minute is over the right password opens.
    await s.t.sudo(
      "update public.private_links set failures_since = now() - interval '61 seconds' where id = $1",
      [id],
    );
    expect((await visit({ token, password: 'le-bon' })).status).toBe(200);
  });

  it('an earlier access opens without the password, even while guesses are throttled', async () => {
    const { id, token } = await link({ password: 'le-bon' });
    const first = await visit({ token, password: 'le-bon' });
    const access = String(first.body.access);
    expect(access).toMatch(/^\d+\.[0-9a-f]{64}\.[\w-]{43}$/);
    for (let i = 0; i < 6; i += 1) await visit({ token, password: 'mauvais' });
    expect((await visit({ token, password: 'le-bon' })).status).toBe(429);
    const again = await visit({ token, access });
    expect(again.status).toBe(200);
    expect((again.body.films as unknown[]).length).toBe(2);
    expect(again.body.access).toEqual(expect.any(String));
    // A link without a password hands out no access token.
    const plain = await link();
    expect((await visit({ token: plain.token })).body.access).toBeNull();
    // Tampered, for another link, or expired: the password again.
    const [expires, grant, mac] = access.split('.');
    const forged = [
      `${Number(expires) + 3600}.${grant}.${mac}`,
      `${expires}.${'0'.repeat(64)}.${mac}`,
      `${expires}.${grant}.${'A'.repeat(43)}`,
      'nonsense',
    ];
    for (const bad of forged) {
      expect((await visit({ token, access: bad })).body).toEqual({ error: 'unauthorized' });
    }
    const other = await link({ password: 'le-bon' });
    expect((await visit({ token: other.token, access })).status).toBe(401);
    clock += 601_000;
    expect((await visit({ token, access })).status).toBe(401);
    clock -= 601_000;
    // A new password ends the accesses given for the old one.
    await s.t.run(
      user(s.t.adminId),
      "select public.update_private_link($1, 'Agence', $2::uuid[], null, 'autre', 'set', null)",
      [id, [hidden.id, shown]],
    );
    expect((await visit({ token, access })).status).toBe(401);
  });
});
