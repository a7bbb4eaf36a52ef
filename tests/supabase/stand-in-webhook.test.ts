// The rebuild started by the database itself, as on a hosted project: the two Database Webhooks
// of docs/supabase.md (section 7) are triggers on public.videos and public.site_settings; a change
// the admin adapter makes commits, the stand-in sends what the trigger queued (as pg_net does) to
// /functions/v1/rebuild, served by Deno from supabase/functions/rebuild/index.ts, which dispatches
// to a GitHub stand-in. The test posts nothing to the function itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseContactSink } from '../../src/backend/supabase/rest.ts';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import { type SiteSettingsInput, TEXT_FIELDS } from '../../src/lib/site-settings.ts';
import { type DenoFunction, mountDenoRebuild } from '../support/supabase-deno.ts';
import { type GitHubStandIn, startGitHubStandIn } from '../support/supabase-github-stand-in.ts';
import { type StandIn, startStandIn } from '../support/supabase-stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase-stand-in-api.ts';
import { rebuildHooks } from '../support/supabase-stand-in-webhooks.ts';

const SECRET = 'a-long-shared-webhook-secret';
let s: StandIn;
let github: GitHubStandIn;
let rebuild: DenoFunction;

beforeAll(async () => {
  [s, github] = await Promise.all([startStandIn(), startGitHubStandIn()]);
  rebuild = await mountDenoRebuild(s, github.url, SECRET);
  for (const hook of rebuildHooks(s.url, SECRET)) await s.webhooks.add(hook);
}, 120_000);

afterAll(async () => {
  rebuild?.stop();
  await s?.close();
  await github?.close();
});

const payloads = () =>
  github.dispatched.map(
    (line) =>
      (JSON.parse(line.slice(line.indexOf(' ') + 1)) as { client_payload: unknown }).client_payload,
  );

describe('database webhooks on the stand-in', () => {
  it('an admin change reaches GitHub through the trigger and the Deno function', async () => {
    const admin = createSupabaseBackend({ url: s.url, anonKey: s.anonKey });
    await admin.signIn('admin@example.test', ADMIN_PASSWORD_FOR_STAND_IN);
    const video = await admin.createVideo({
      title: 'Bande démo',
      url: 'https://youtu.be/abcdefghijk',
      video_type: 'youtube',
    });
    await expect.poll(payloads).toEqual([{ table: 'videos', type: 'INSERT' }]);
    expect(github.dispatched[0]).toMatch(/^\/repos\/owner\/filmfolio\/dispatches /);
    await expect
      .poll(() => s.webhooks.deliveries)
      .toEqual([
        { url: `${s.url}/functions/v1/rebuild`, type: 'INSERT', table: 'videos', status: 202 },
      ]);
    const [status] = await s.t.sudo<{ state: string }>(
      'select state from public.site_rebuild_status',
    );
    expect(status?.state).toBe('updating');

    const settings: SiteSettingsInput = {
      ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<
        (typeof TEXT_FIELDS)[number],
        string
      >),
      name: 'Alex Martin',
    };
    await admin.saveSettings(settings);
    await admin.deleteVideo(video.id);
    await expect.poll(payloads).toEqual([
      { table: 'videos', type: 'INSERT' },
      { table: 'site_settings', type: 'UPDATE' },
      { table: 'videos', type: 'DELETE' },
    ]);
    await admin.signOut();
  });

  it('a message from a visitor, or a write that fails, starts no rebuild', async () => {
    const before = github.dispatched.length;
    await createSupabaseContactSink({ url: s.url, anonKey: s.anonKey }).sendContactMessage({
      name: 'Inès Martin',
      email: 'ines@example.fr',
      message: 'Libre en mars ?',
    });
    // A rolled-back change queues nothing either: the request leaves only with a commit.
    await expect(
      s.t.db.transaction(async (tx) => {
        await tx.query("update public.site_settings set name = 'Jamais' where id = 1");
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A later committed change is the next one to arrive, and the only one.
    await s.t.sudo("update public.site_settings set name = 'Alex' where id = 1");
    await expect.poll(() => github.dispatched.length).toBe(before + 1);
    expect(payloads().at(-1)).toEqual({ table: 'site_settings', type: 'UPDATE' });
    expect(await s.t.sudo('select 1 from supabase_functions.http_queue')).toEqual([]);
  });
});
