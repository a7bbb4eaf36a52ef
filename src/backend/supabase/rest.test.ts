import { describe, expect, it } from 'vitest';
import { emptySettings } from '../../lib/site-settings.ts';
import {
  contactRequest,
  createSupabaseSettingsSource,
  redirectsFrom,
  redirectsRequest,
  settingsFromRow,
  videosRequest,
} from './rest.ts';

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
      // No language named: the French site's (issue 32).
      lang: 'fr',
    });
  });

  it('drops a message whose honeypot is filled', () => {
    expect(
      contactRequest(config, { name: 'b', email: 'b@b.b', message: 'spam', website: 'x' }),
    ).toBeNull();
  });
});

describe('the settings row read with the anon key', () => {
  it('asks PostgREST for row 1 and reads its columns into the site settings', async () => {
    const asked: string[] = [];
    const row = {
      id: 1,
      name: 'Alex Martin',
      title: '',
      about: 'Un.',
      cv_url: 'https://ref.supabase.co/storage/v1/object/public/site-files/cv/a.pdf',
      cv_name: 'cv.pdf',
      cv_size: 1234,
      cv_updated_at: '2026-11-23T14:00:00+00:00',
      photo_url: null,
      updated_at: '2026-11-23T14:00:00+00:00',
    };
    const source = createSupabaseSettingsSource(config, async (input, init) => {
      asked.push(String(input));
      expect(init?.headers).toMatchObject({ apikey: 'anon-key' });
      return Response.json([row]);
    });
    const settings = await source.getSettings();
    expect(asked).toEqual(['https://ref.supabase.co/rest/v1/site_settings?select=*&id=eq.1']);
    expect(settings).toMatchObject({
      name: 'Alex Martin',
      title: 'Chef Opérateur',
      about: 'Un.',
      email: '',
      cv: { url: row.cv_url, name: 'cv.pdf', size: 1234, updated_at: row.cv_updated_at },
      photo: null,
    });
  });

  it('reads a missing row as the empty settings', () => {
    expect(settingsFromRow(undefined)).toEqual(emptySettings());
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
