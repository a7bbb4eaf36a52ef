// The private links half of the adapter contract, run on the Supabase adapter itself
// (supabase-js: Auth, RPC, the videos table) against the stand-in on 127.0.0.1, whose statements
// run on the real migrations as the caller's role. The rest of the contract needs a live project
// (npm run test:contract:supabase, docs/supabase.md).
import { afterAll } from 'vitest';
import { describeLinksContract } from '../../src/backend/contract/links.ts';
import type { ContractSubject } from '../../src/backend/contract/suite.ts';
import {
  createSupabaseContactSink,
  createSupabaseContentSource,
} from '../../src/backend/supabase/rest.ts';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import { type StandIn, startStandIn } from '../support/supabase-stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase-stand-in-api.ts';

let standIn: Promise<StandIn> | undefined;

afterAll(async () => {
  await (await standIn)?.close();
});

describeLinksContract('supabase (stand-in)', async (): Promise<ContractSubject> => {
  standIn ??= startStandIn();
  const s = await standIn;
  const config = { url: s.url, anonKey: s.anonKey };
  return {
    backend: createSupabaseBackend(config),
    signedOut: createSupabaseBackend(config),
    contact: createSupabaseContactSink(config),
    publicContent: createSupabaseContentSource(config),
    another: () => createSupabaseBackend(config),
    credentials: { email: 'admin@example.test', password: ADMIN_PASSWORD_FOR_STAND_IN },
    readFile: async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer()),
    async teardown() {
      await s.t.sudo('delete from public.private_links');
      await s.t.sudo('delete from public.videos');
    },
  };
});
