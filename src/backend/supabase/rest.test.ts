import { describe, expect, it } from 'vitest';
import { contactRequest, redirectsFrom, redirectsRequest, videosRequest } from './rest.ts';

const config = { url: 'https://ref.supabase.co', anonKey: 'anon-key' };

describe('public PostgREST requests', () => {
  it('lists videos by order_position with the anon key', () => {
    const [url, init] = videosRequest(config);
    expect(url).toBe('https://ref.supabase.co/rest/v1/videos?select=*&order=order_position.asc');
    expect(init.headers).toMatchObject({ apikey: 'anon-key', authorization: 'Bearer anon-key' });
  });

  it('sends a contact message as an insert that asks for no row back', () => {
    const request = contactRequest(config, {
      name: ' Camille ',
      email: 'camille@example.test',
      message: 'Bonjour',
      website: '',
    });
    expect(request?.[0]).toBe('https://ref.supabase.co/rest/v1/contact_messages');
    expect(request?.[1]).toMatchObject({
      method: 'POST',
      headers: { prefer: 'return=minimal', 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(request?.[1].body))).toEqual({
      name: 'Camille',
      email: 'camille@example.test',
      message: 'Bonjour',
    });
  });

  it('drops a message whose honeypot is filled', () => {
    expect(
      contactRequest(config, { name: 'b', email: 'b@b.b', message: 'spam', website: 'x' }),
    ).toBeNull();
  });
});

describe('old film addresses from PostgREST', () => {
  it('asks the history with the current slug embedded, and keeps complete rows only', () => {
    const [url, init] = redirectsRequest({ url: 'https://p.supabase.co', anonKey: 'anon' });
    expect(url).toBe('https://p.supabase.co/rest/v1/video_slug_history?select=slug,videos(slug)');
    expect(init.headers).toMatchObject({ apikey: 'anon' });
    expect(
      redirectsFrom([
        { slug: 'ancien', videos: { slug: 'nouveau' } },
        { slug: 'orphelin', videos: null },
        { slug: 3, videos: { slug: 'x' } },
      ]),
    ).toEqual([{ from: 'ancien', to: 'nouveau' }]);
    expect(() => redirectsFrom({})).toThrow();
  });
});
