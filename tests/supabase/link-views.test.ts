// The links page's Vues and Dernière visite on the Supabase adapter come from the audience counts
// (statistics_counts), as the local server gives them, not from the Edge Function's own count in
// private_links: the adapter through supabase-js against the stand-in, on the real migrations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase/stand-in-api.ts';

let s: StandIn;
beforeAll(async () => {
  s = await startStandIn();
});
afterAll(async () => {
  await s.close();
});

const dayBefore = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function linkCount(day: string, item: string, visits: number, lastAt: string | null) {
  await s.t.sudo(
    `insert into public.statistics_daily (day, kind, item, visits, last_at)
     values ($1::date, 'link', $2, $3, $4::timestamptz)`,
    [day, item, visits, lastAt],
  );
}

describe('private links on Supabase: Vues and Dernière visite', () => {
  it('come from the statistics counts of the 25 months kept, not the function’s own count', async () => {
    const backend = createSupabaseBackend({ url: s.url, anonKey: s.anonKey });
    await backend.signIn('admin@example.test', ADMIN_PASSWORD_FOR_STAND_IN);
    const [video] = await s.t.seedVideos(1);
    const input = { name: 'Lumen', video_ids: [video ?? ''] };
    const visited = await backend.createLink(input);
    const never = await backend.createLink({ ...input, name: 'Orage' });
    // The Edge Function's own count, which the page no longer shows.
    await s.t.sudo(
      "update public.private_links set views = 40, last_visit_at = '2020-01-01T00:00:00Z'",
    );
    const recent = `${dayBefore(1)}T09:30:00.000Z`;
    await linkCount(dayBefore(600), visited.id, 5, `${dayBefore(600)}T12:00:00.000Z`);
    await linkCount(dayBefore(3), visited.id, 2, `${dayBefore(3)}T18:00:00.000Z`);
    await linkCount(dayBefore(1), visited.id, 1, recent);

    const byName = Object.fromEntries((await backend.listLinks()).map((l) => [l.name, l]));
    expect(byName.Lumen).toMatchObject({ views: 8, last_visit_at: recent });
    expect(byName.Orage).toMatchObject({ views: 0, last_visit_at: null });
    // A link written back shows the same figures as the list.
    expect(await backend.setLinkDisabled(visited.id, true)).toMatchObject({
      views: 8,
      last_visit_at: recent,
    });
    expect(await backend.updateLink(never.id, { ...input, name: 'Orage 2' })).toMatchObject({
      views: 0,
      last_visit_at: null,
    });
  });
});
