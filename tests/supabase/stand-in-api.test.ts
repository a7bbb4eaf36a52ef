// The stand-in's PostgREST and Auth answers the adapter relies on, as the documents listed in
// docs/supabase.md ("The stand-in") describe them: Content-Range and Range, the single-object
// Accept (406 PGRST116), PT codes as HTTP statuses, embedding, row-level security doing the
// filtering, CORS; Auth's session restored after a reload from storage, the refresh grant (used
// once), and a session ended elsewhere: PostgREST still takes its access token until it expires,
// Auth's /user refuses it, and the adapter then says signed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase/stand-in-api.ts';

let s: StandIn;
const ADMIN = { email: 'admin@example.test', password: ADMIN_PASSWORD_FOR_STAND_IN };

beforeAll(async () => {
  s = await startStandIn();
});
afterAll(async () => {
  await s?.close();
});

const anon = () => ({ apikey: s.anonKey, authorization: `Bearer ${s.anonKey}` });

async function signIn() {
  const response = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: s.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** A memory localStorage two clients can share, like two loads of one page. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('stand-in PostgREST', () => {
  it('pages with Range and says so in Content-Range; RLS hides hidden rows from anon', async () => {
    const ids = await s.t.seedVideos(3);
    await s.t.sudo('update public.videos set visible = false where id = $1', [ids[1]]);
    const page = await fetch(`${s.url}/rest/v1/videos?select=id&order=order_position.asc`, {
      headers: { ...anon(), range: '0-0', prefer: 'count=exact' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toBe('0-0/2');
    expect(await page.json()).toEqual([{ id: ids[0] }]);
    const rest = await fetch(
      `${s.url}/rest/v1/videos?select=id&order=order_position.desc&offset=1`,
      {
        headers: anon(),
      },
    );
    expect(rest.headers.get('content-range')).toBe('1-1/*');
    expect(await rest.json()).toEqual([{ id: ids[0] }]);
  });

  it('answers 406 PGRST116 when one object is asked for and there are several', async () => {
    await s.t.seedVideos(2);
    const response = await fetch(`${s.url}/rest/v1/videos?select=id`, {
      headers: { ...anon(), accept: 'application/vnd.pgrst.object+json' },
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST116' });
  });

  it('embeds a to-one relation through its foreign key', async () => {
    const [id] = await s.t.seedVideos(1);
    await s.t.sudo("insert into public.video_slug_history (slug, video_id) values ('ancien', $1)", [
      id,
    ]);
    const response = await fetch(`${s.url}/rest/v1/video_slug_history?select=slug,videos(slug)`, {
      headers: anon(),
    });
    const [video] = await s.t.sudo<{ slug: string }>('select slug from public.videos');
    expect(await response.json()).toEqual([{ slug: 'ancien', videos: { slug: video?.slug } }]);
    await s.t.sudo('delete from public.video_slug_history');
  });

  it('turns a PT code into its HTTP status (the contact flood guard: PT429 -> 429)', async () => {
    await s.t.sudo('delete from public.contact_messages');
    const statuses: number[] = [];
    let refused: unknown;
    for (let i = 0; i < 31; i += 1) {
      const response = await fetch(`${s.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { ...anon(), 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({ name: 'A', email: 'a@example.com', message: `m${i}` }),
      });
      statuses.push(response.status);
      if (response.status !== 201) refused = await response.json();
      else expect(await response.text()).toBe('');
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(refused).toMatchObject({ code: 'PT429' });
    // Visitors may insert but not read (no RETURNING for them): 401 on a read.
    const read = await fetch(`${s.url}/rest/v1/contact_messages?select=id`, { headers: anon() });
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ code: '42501' });
    await s.t.sudo('delete from public.contact_messages');
  });

  it('answers a browser preflight like the hosted gateway', async () => {
    const preflight = await fetch(`${s.url}/rest/v1/videos`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://portfolio.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers':
          'apikey, authorization, content-type, prefer, x-client-info',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const read = await fetch(`${s.url}/rest/v1/videos`, {
      headers: { ...anon(), origin: 'https://portfolio.example' },
    });
    expect(read.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});

describe('stand-in Auth', () => {
  it('restores the session after a reload, from the stored session', async () => {
    const storage = memoryStorage();
    const first = createSupabaseBackend(
      { url: s.url, anonKey: s.anonKey },
      { authStorage: storage },
    );
    await first.signIn(ADMIN.email, ADMIN.password);
    const reloaded = createSupabaseBackend(
      { url: s.url, anonKey: s.anonKey },
      { authStorage: storage },
    );
    expect(await reloaded.getSession()).toEqual({ authenticated: true, email: ADMIN.email });
    await reloaded.signOut();
  });

  it('refreshes with a refresh token once; the used one is refused', async () => {
    const session = await signIn();
    const refresh = (token: string) =>
      fetch(`${s.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: s.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const next = await refresh(session.refresh_token);
    expect(next.status).toBe(200);
    const body = (await next.json()) as { access_token: string; refresh_token: string };
    expect(body.refresh_token).not.toBe(session.refresh_token);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
  });

  it('a session ended elsewhere: PostgREST takes its token, Auth refuses it', async () => {
    const session = await signIn();
    const other = await signIn();
    const logout = await fetch(`${s.url}/auth/v1/logout?scope=others`, {
      method: 'POST',
      headers: { apikey: s.anonKey, authorization: `Bearer ${other.access_token}` },
    });
    expect(logout.status).toBe(204);
    const bearer = { apikey: s.anonKey, authorization: `Bearer ${session.access_token}` };
    const rpc = await fetch(`${s.url}/rest/v1/rpc/is_admin`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await rpc.json()).toBe(true);
    const user = await fetch(`${s.url}/auth/v1/user`, { headers: bearer });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
    const mine = await fetch(`${s.url}/auth/v1/user`, {
      headers: { apikey: s.anonKey, authorization: `Bearer ${other.access_token}` },
    });
    expect(mine.status).toBe(200);
  });
});
