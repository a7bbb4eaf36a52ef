import { describe, expect, it } from 'vitest';
import { createSupabaseLinkVisitor, linkVisitRequest, openingFrom } from './link-visit.ts';

const config = { url: 'https://ref.supabase.co', anonKey: 'anon-key' };
const film = {
  id: 'a',
  title: 'Film',
  url: 'https://ref.supabase.co/storage/v1/object/sign/private-videos/a.mp4?token=x',
  video_type: 'direct',
  description: null,
  thumbnail_url: null,
  order_position: 3,
  layout: null,
  visible: false,
};
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the private link visitor (Supabase mode)', () => {
  it('posts the token, password, access and count to the Edge Function, without referrer', () => {
    const [url, init] = linkVisitRequest(config, { token: 't', access: 'x', count: true });
    expect(url).toBe('https://ref.supabase.co/functions/v1/private-link');
    expect(init).toMatchObject({ method: 'POST', referrerPolicy: 'no-referrer' });
    expect(JSON.parse(String(init.body))).toEqual({
      token: 't',
      password: null,
      access: 'x',
      count: true,
    });
  });

  it('reads each answer as one state of the page', async () => {
    expect(await openingFrom(answer(401, { error: 'unauthorized' }))).toEqual({ kind: 'password' });
    expect(await openingFrom(answer(401, { error: 'invalid_credentials' }))).toEqual({
      kind: 'wrong',
    });
    expect(await openingFrom(answer(429, { error: 'too_many_requests' }))).toEqual({
      kind: 'throttled',
    });
    for (const status of [404, 500, 502]) {
      expect(await openingFrom(answer(status, { error: 'x' }))).toEqual({ kind: 'unavailable' });
    }
    expect(await openingFrom(new Response('<html>', { status: 200 }))).toEqual({
      kind: 'unavailable',
    });
    expect(await openingFrom(answer(200, { films: [{ id: 1 }] }))).toEqual({
      kind: 'unavailable',
    });
    const opening = await openingFrom(
      answer(200, {
        owner: { name: 'Camille', title: 'Chef Opérateur' },
        message: '',
        films: [film],
        access: 'proof',
      }),
    );
    expect(opening).toMatchObject({
      kind: 'films',
      ownerName: 'Camille',
      ownerTitle: 'Chef Opérateur',
      message: null,
      access: 'proof',
      videos: [{ ...film, keep_small_format: false }],
    });
  });

  it('a network failure is the same unavailable page', async () => {
    const visitor = createSupabaseLinkVisitor(config, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await visitor.open({ token: 't', count: false })).toEqual({ kind: 'unavailable' });
  });
});
