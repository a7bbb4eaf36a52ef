// The whole adapter contract (src/backend/contract/suite.ts: every case the local adapter passes)
// on the Supabase adapter itself, supabase-js and plain fetch against the stand-in on 127.0.0.1
// (tests/support/supabase/stand-in*.ts): Auth, PostgREST, Storage, with every statement run on
// the real migrations on PostgreSQL 15 as the caller's role. Vimeo's oEmbed endpoint is a stand-in too. The same
// suite against a live project: npm run test:contract:supabase (docs/supabase.md).
import { afterAll, expect, it } from 'vitest';
import type { ContractSubject } from '../../src/backend/contract/suite.ts';
import { describeBackendContract } from '../../src/backend/contract/suite.ts';
import {
  createSupabaseContactSink,
  createSupabaseContentSource,
} from '../../src/backend/supabase/rest.ts';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import { contractFilms } from '../support/data/contract-films.ts';
import { tinyPreviewMp4 } from '../support/data/tiny-preview.ts';
import { startVimeoStandin, type VimeoStandin } from '../support/fakes/vimeo-stand-in.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase/stand-in-api.ts';

let standIn: Promise<StandIn> | undefined;
let vimeo: Promise<VimeoStandin> | undefined;
let cases = 0;

afterAll(async () => {
  await (await standIn)?.close();
  await (await vimeo)?.close();
});

describeBackendContract('supabase (stand-in)', async (): Promise<ContractSubject> => {
  standIn ??= startStandIn();
  vimeo ??= startVimeoStandin();
  const [s, v] = await Promise.all([standIn, vimeo]);
  cases += 1;
  const config = { url: s.url, anonKey: s.anonKey };
  const options = { oEmbed: { endpoint: v.endpoint, imageOrigin: v.origin } };
  return {
    backend: createSupabaseBackend(config, options),
    signedOut: createSupabaseBackend(config, options),
    contact: createSupabaseContactSink(config),
    publicContent: createSupabaseContentSource(config),
    another: () => createSupabaseBackend(config, options),
    credentials: { email: 'admin@example.test', password: ADMIN_PASSWORD_FOR_STAND_IN },
    readFile: async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer()),
    // As the resumable upload leaves a film: its object in the videos bucket.
    films: contractFilms(async () => {
      const name = `${crypto.randomUUID()}.mp4`;
      await s.t.sudo("insert into storage.objects (bucket_id, name) values ('videos', $1)", [name]);
      s.objects.set(`videos/${name}`, Buffer.from(tinyPreviewMp4()));
      return `${s.url}/storage/v1/object/public/videos/${name}`;
    }),
    async teardown() {
      // As the local run's fresh server: no rows, no files, empty settings, no session.
      await s.t.sudo('delete from public.private_links');
      await s.t.sudo('delete from public.videos');
      await s.t.sudo('delete from public.video_slug_history');
      await s.t.sudo('delete from public.contact_messages');
      await s.t.sudo('delete from public.site_settings');
      await s.t.sudo('insert into public.site_settings (id) values (1)');
      await s.t.sudo('delete from storage.objects');
      s.objects.clear();
      s.auth.reset();
    },
  };
});

it('ran every contract case on the Supabase adapter, and asked only the Vimeo stand-in', async () => {
  expect(cases).toBeGreaterThanOrEqual(36);
  const v = await vimeo;
  expect(v?.paths.some((path) => path.startsWith('/api/oembed.json?'))).toBe(true);
});

it('ran them on PostgreSQL 15, the migrations owned by a `postgres` role that is no superuser', async () => {
  const s = await standIn;
  const [server] = (await s?.t.sudo<{ version: string }>('select version()')) ?? [];
  expect(server?.version).toMatch(/^PostgreSQL 15\./);
  const [owner] =
    (await s?.t.sudo<{ owner: string; superuser: boolean }>(
      `select r.rolname as owner, r.rolsuper as superuser
         from pg_class c join pg_roles r on r.oid = c.relowner
        where c.oid = 'public.videos'::regclass`,
    )) ?? [];
  expect(owner).toEqual({ owner: 'postgres', superuser: false });
});
