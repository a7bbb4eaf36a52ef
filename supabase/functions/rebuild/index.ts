// Supabase Edge Function entry (Deno). Deploy: supabase functions deploy rebuild --no-verify-jwt
// (the shared webhook secret authenticates the caller). Secrets: supabase secrets set
// REBUILD_WEBHOOK_SECRET=... GITHUB_DISPATCH_TOKEN=... GITHUB_REPOSITORY=owner/name
import { createRebuildHandler } from './handler.ts';

interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
}

// Typed locally so the repository's Node type-check accepts this Deno file.
const deno = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

// Unset in production (api.github.com); the tests point it at a GitHub stand-in.
const githubApi = deno.env.get('GITHUB_API_URL');

deno.serve(
  createRebuildHandler({
    webhookSecret: deno.env.get('REBUILD_WEBHOOK_SECRET') ?? '',
    githubToken: deno.env.get('GITHUB_DISPATCH_TOKEN') ?? '',
    repository: deno.env.get('GITHUB_REPOSITORY') ?? '',
    ...(githubApi ? { githubApi } : {}),
    // Set by Supabase in every function: the status row the dashboard reads.
    project: {
      url: deno.env.get('SUPABASE_URL') ?? '',
      serviceKey: deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    },
  }),
);
