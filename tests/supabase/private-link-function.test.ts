// The private-link Edge Function's handler and the adapter's file moves, against the stand-in on
// 127.0.0.1 (the real migrations on PostgreSQL 15 behind PostgREST- and Storage-shaped routes): what a
// visitor gets for each state of a link, and where a hidden film's file can be read from.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import { createPrivateLinkHandler } from '../../supabase/functions/private-link/handler.ts';
import { user } from '../support/supabase/db.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase/stand-in-api.ts';

let s: StandIn;
type Answer = { status: number; body: Record<string, unknown>; retryAfter: string | null };
let visit: (body: unknown) => Promise<Answer>;
const FILE = Buffer.from('hidden film bytes');
const POSTER = Buffer.from('hidden poster bytes');
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

describe('hiding a video moves its file and poster to the private buckets', () => {
  it('out of public reach while hidden, previewed by the admin at signed addresses, back when shown', async () => {
    const poster = `${crypto.randomUUID()}.jpg`;
    const posterUrl = `${s.url}/storage/v1/object/public/thumbnails/${poster}`;
    await s.t.sudo("insert into storage.objects (bucket_id, name) values ('thumbnails', $1)", [
      poster,
    ]);
    s.objects.set(`thumbnails/${poster}`, POSTER);
    await s.t.sudo('update public.videos set thumbnail_url = $1 where id = $2', [
      posterUrl,
      hidden.id,
    ]);
    const backend = await signedInAdmin();
    expect(await status(hidden.url)).toBe(200);
    const hiddenNow = await backend.setVisible(hidden.id, false);
    expect(await status(hidden.url)).toBe(404);
    expect(await status(posterUrl)).toBe(404);
    expect(s.objects.get(`private-videos/${hidden.name}`)).toEqual(FILE);
    expect(s.objects.get(`private-thumbnails/${poster}`)).toEqual(POSTER);
    // The admin's preview: signed addresses of the private objects, which serve the bytes.
    expect(hiddenNow.url).toMatch(/\/storage\/v1\/object\/sign\/private-videos\/.+\?token=/);
    const listed = (await backend.listVideos()).find((v) => v.id === hidden.id);
    if (!listed) throw new Error('hidden video not listed');
    expect(Buffer.from(await (await fetch(listed.url)).arrayBuffer())).toEqual(FILE);
    expect(Buffer.from(await (await fetch(listed.thumbnail_url ?? '')).arrayBuffer())).toEqual(
      POSTER,
    );
    // Saving the form as it was filled (the preview addresses) keeps the stored ones.
    await backend.updateVideo(hidden.id, {
      title: 'Sous embargo, v2',
      description: null,
      url: listed.url,
      video_type: 'direct',
      thumbnail_url: listed.thumbnail_url,
    });
    const [row] = await s.t.sudo<{ url: string; thumbnail_url: string; title: string }>(
      'select url, thumbnail_url, title from public.videos where id = $1',
      [hidden.id],
    );
    expect(row).toEqual({ url: hidden.url, thumbnail_url: posterUrl, title: 'Sous embargo, v2' });
    // Hiding again finds them already there.
    await backend.setVisible(hidden.id, false);
    const shownAgain = await backend.setVisible(hidden.id, true);
    expect(shownAgain.url).toBe(hidden.url);
    expect(await status(hidden.url)).toBe(200);
    expect(await status(posterUrl)).toBe(200);
    expect(s.objects.has(`private-videos/${hidden.name}`)).toBe(false);
    expect(s.objects.has(`private-thumbnails/${poster}`)).toBe(false);
  });

  it('neither anon nor a signed-in account that is not the administrator gets a preview address', async () => {
    await s.t.sudo('update public.videos set visible = false where id = $1', [hidden.id]);
    await s.t.sudo("update storage.objects set bucket_id = 'private-videos' where name = $1", [
      hidden.name,
    ]);
    s.objects.set(`private-videos/${hidden.name}`, FILE);
    const signIn = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.test', password: ADMIN_PASSWORD_FOR_STAND_IN }),
    });
    const { access_token: member } = (await signIn.json()) as { access_token: string };
    const sign = async (bearer: string) => {
      const response = await fetch(`${s.url}/storage/v1/object/sign/private-videos`, {
        method: 'POST',
        headers: {
          apikey: s.anonKey,
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ expiresIn: 60, paths: [hidden.name] }),
      });
      return ((await response.json()) as { signedURL: string | null }[])[0]?.signedURL;
    };
    expect(await sign(s.anonKey)).toBeNull();
    expect(await sign(member)).toBeNull();
    const admin = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.test', password: ADMIN_PASSWORD_FOR_STAND_IN }),
    });
    const { access_token: adminToken } = (await admin.json()) as { access_token: string };
    expect(await sign(adminToken)).toMatch(/^\/object\/sign\/private-videos\//);
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
    const poster = `${crypto.randomUUID()}.jpg`;
    await s.t.sudo("insert into storage.objects (bucket_id, name) values ('thumbnails', $1)", [
      poster,
    ]);
    s.objects.set(`thumbnails/${poster}`, POSTER);
    await s.t.sudo('update public.videos set thumbnail_url = $1 where id = $2', [
      `${s.url}/storage/v1/object/public/thumbnails/${poster}`,
      hidden.id,
    ]);
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
    const signedPoster = (films[0] as { thumbnail_url?: string } | undefined)?.thumbnail_url ?? '';
    expect(signedPoster).toMatch(/\/storage\/v1\/object\/sign\/private-thumbnails\/.+\?token=/);
    expect(Buffer.from(await (await fetch(signedPoster)).arrayBuffer())).toEqual(POSTER);
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

  it('a burst of tries in parallel gets 5 checks, the rest 429', async () => {
    const { token } = await link({ password: 'le-bon' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => visit({ token, password: `mauvais-${i}` })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Another link is not affected: the rate is per link.
    const other = await link({ password: 'le-bon' });
    expect((await visit({ token: other.token, password: 'le-bon' })).status).toBe(200);
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
