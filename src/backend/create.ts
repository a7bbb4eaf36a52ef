// Makes the backend the site runs on (which one: kind.ts). Every adapter is imported on demand,
// so a page carries only the one it uses, and the landing page's sources load nothing until they
// are first called.
// The local public side is tiny and imported statically, as the landing page used to carry it.

import { isSupabaseBackend as isSupabase } from './kind.ts';
import { createLocalContactSink, createLocalContentSource } from './local/public.ts';
import type {
  AdminBackend,
  ContactSink,
  ContentSource,
  FirstAccountSetup,
  LinkVisitor,
  SettingsSource,
} from './port.ts';

async function supabaseRest() {
  const rest = await import('./supabase/rest.ts');
  const config = rest.publicSupabaseConfig();
  if (!config) throw new Error('PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY are not set');
  return { rest, config };
}

/** The admin app's backend. */
export async function createAdminBackend(): Promise<AdminBackend> {
  if (isSupabase()) {
    const { createSupabaseBackend } = await import('./supabase/supabase-backend.ts');
    return createSupabaseBackend();
  }
  const { createLocalBackend } = await import('./local/local-backend.ts');
  return createLocalBackend();
}

/**
 * The first-account page's way in: the local server only (on Supabase the first account is made
 * in the Supabase dashboard, docs/supabase.md), so null there.
 */
export async function createFirstAccountSetup(): Promise<FirstAccountSetup | null> {
  if (isSupabase()) return null;
  const { createSetupClient } = await import('./local/setup.ts');
  return createSetupClient();
}

/** What the landing page revalidates its baked list with, in the browser. */
export function createPublicContentSource(): ContentSource {
  if (!isSupabase()) return createLocalContentSource();
  return {
    async listVideos() {
      // Plain fetch to PostgREST with the anon key: no supabase-js in the landing bundle.
      const { rest, config } = await supabaseRest();
      return rest.createSupabaseContentSource(config).listVideos();
    },
  };
}

/** The contact form's way in (Supabase's REST module loads when the visitor sends). */
export function createContactSink(): ContactSink {
  if (!isSupabase()) return createLocalContactSink();
  return {
    async sendContactMessage(input) {
      const { rest, config } = await supabaseRest();
      return rest.createSupabaseContactSink(config).sendContactMessage(input);
    },
  };
}

/**
 * What `astro build` bakes into the public page. Supabase: the same anon-key read the island
 * revalidates with (what visitors may see). Local: the content snapshot the server (or the
 * build's integration) wrote, so this folder never reaches into server/.
 */
export async function createBuildContentSource(): Promise<ContentSource> {
  if (isSupabase()) {
    const { rest, config } = await supabaseRest();
    return rest.createSupabaseContentSource(config);
  }
  const { createSnapshotContentSource } = await import('./local/build-source.ts');
  return createSnapshotContentSource();
}

/** The site settings `astro build` writes into every page (same doors as the video list). */
export async function createBuildSettingsSource(): Promise<SettingsSource> {
  if (isSupabase()) {
    const { rest, config } = await supabaseRest();
    return rest.createSupabaseSettingsSource(config);
  }
  const { createSnapshotContentSource } = await import('./local/build-source.ts');
  return createSnapshotContentSource();
}

/**
 * The private link page's way in when the page is static (Supabase mode: the private-link Edge
 * Function). Null locally, where the server fills the page itself.
 */
export async function createLinkVisitor(): Promise<LinkVisitor | null> {
  if (!isSupabase()) return null;
  const [{ config }, { createSupabaseLinkVisitor }] = await Promise.all([
    supabaseRest(),
    import('./supabase/link-visit.ts'),
  ]);
  return createSupabaseLinkVisitor(config);
}

/**
 * Whether private link pages are static files filled in the browser (Supabase mode): the 404
 * page then forwards /p/<token> to the frame on hosts that cannot rewrite (docs/supabase.md).
 */
export const privateLinkPagesAreStatic = (): boolean => isSupabase();
