// The adapter contract against a live Supabase project. Not part of `npm test` (no hosted
// service here): run `npm run test:contract:supabase` with the four SUPABASE_TEST_* variables set
// (docs/supabase.md, section 9). Use a throwaway project: the suite needs it empty of videos and
// messages, with empty site settings, at the start and undoes everything it did after each test.
import { createClient } from '@supabase/supabase-js';
import { TEXT_FIELDS } from '../../lib/site-settings.ts';
import { describeBackendContract } from '../contract/suite.ts';
import type { AdminBackend } from '../port.ts';
import {
  createSupabaseContactSink,
  createSupabaseContentSource,
  type SupabasePublicConfig,
} from './rest.ts';
import { createSupabaseBackend } from './supabase-backend.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name} to run the contract against a live Supabase project`);
  return value;
}

let janitor: Promise<AdminBackend> | undefined;

/** One signed-in client for all clean-ups, so the run stays inside Auth's sign-in rate limit. */
function cleaner(config: SupabasePublicConfig, email: string, password: string) {
  janitor ??= (async () => {
    const admin = createSupabaseBackend(config);
    await admin.signIn(email, password);
    return admin;
  })();
  return janitor;
}

/** Back to the empty row (the schema refuses an empty name, so this goes round the adapter). */
async function resetSettings(
  config: SupabasePublicConfig,
  { email, password }: { email: string; password: string },
) {
  const client = createClient(config.url, config.anonKey, { auth: { persistSession: false } });
  const { error: signInError } = await client.auth.signInWithPassword({ email, password });
  if (signInError) throw signInError;
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''] as const));
  const { error } = await client
    .from('site_settings')
    .update({ ...values, updated_at: null })
    .eq('id', 1);
  await client.auth.signOut();
  if (error) throw error;
}

describeBackendContract('supabase', async () => {
  const config = {
    url: required('SUPABASE_TEST_URL'),
    anonKey: required('SUPABASE_TEST_ANON_KEY'),
  };
  const credentials = {
    email: required('SUPABASE_TEST_ADMIN_EMAIL'),
    password: required('SUPABASE_TEST_ADMIN_PASSWORD'),
  };
  const admin = await cleaner(config, credentials.email, credentials.password);
  const [videos, messages] = await Promise.all([admin.listVideos(), admin.listMessages()]);
  if (videos.length || messages.length) {
    throw new Error('the contract needs a project without videos and contact messages');
  }
  return {
    backend: createSupabaseBackend(config),
    signedOut: createSupabaseBackend(config),
    contact: createSupabaseContactSink(config),
    publicContent: createSupabaseContentSource(config),
    another: () => createSupabaseBackend(config),
    credentials,
    readFile: async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer()),
    async teardown() {
      for (const video of await admin.listVideos()) await admin.deleteVideo(video.id);
      for (const message of await admin.listMessages()) await admin.deleteMessage(message.id);
      await admin.deleteSettingsFile('cv');
      await admin.deleteSettingsFile('photo');
      await resetSettings(config, credentials);
    },
  };
});
