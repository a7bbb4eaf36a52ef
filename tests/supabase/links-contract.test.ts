// The private links half of the adapter contract, run on the Supabase adapter itself
// (supabase-js: Auth, RPC, the videos table) against the stand-in on 127.0.0.1, whose statements
// run on the real migrations as the caller's role. The rest of the contract needs a live project
// (npm run test:contract:supabase, docs/supabase.md). Vimeo's oEmbed endpoint is a stand-in on
// 127.0.0.1 too (vimeo-stand-in.ts): the offline guard refuses vimeo.com itself.
import { afterAll, expect, it } from 'vitest';
import { describeLinksContract } from '../../src/backend/contract/links.ts';
import type { ContractSubject } from '../../src/backend/contract/suite.ts';
import {
  createSupabaseContactSink,
  createSupabaseContentSource,
} from '../../src/backend/supabase/rest.ts';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import { type StandIn, startStandIn } from '../support/supabase-stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase-stand-in-api.ts';
import { startVimeoStandin, type VimeoStandin } from '../support/vimeo-stand-in.ts';

let standIn: Promise<StandIn> | undefined;
let vimeo: Promise<VimeoStandin> | undefined;

afterAll(async () => {
  await (await standIn)?.close();
  await (await vimeo)?.close();
});

describeLinksContract('supabase (stand-in)', async (): Promise<ContractSubject> => {
  standIn ??= startStandIn();
  vimeo ??= startVimeoStandin();
  const [s, v] = await Promise.all([standIn, vimeo]);
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
    async teardown() {
      await s.t.sudo('delete from public.private_links');
      await s.t.sudo('delete from public.videos');
    },
  };
});

it('asked the Vimeo stand-in, never vimeo.com, for the Vimeo films it saved', async () => {
  const v = await vimeo;
  expect(v?.paths.some((path) => path.startsWith('/api/oembed.json?'))).toBe(true);
});
