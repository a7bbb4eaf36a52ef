// Supabase Edge Function entry (Deno). Deploy: supabase functions deploy private-link
// --no-verify-jwt (visitors have no account; the token is the credential). SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY are set by Supabase in every function; optional secrets: SITE_ORIGIN,
// LINK_ACCESS_SECRET (signs visitors' access tokens; derived from the service key when unset).
import { createPrivateLinkHandler } from './handler.ts';

interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
}

// Typed locally so the repository's Node type-check accepts this Deno file.
const deno = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

deno.serve(
  createPrivateLinkHandler({
    supabaseUrl: deno.env.get('SUPABASE_URL') ?? '',
    serviceKey: deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    siteOrigin: deno.env.get('SITE_ORIGIN') ?? '',
    accessSecret: deno.env.get('LINK_ACCESS_SECRET') ?? '',
  }),
);
