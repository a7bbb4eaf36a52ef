// Both Edge Functions as Supabase runs them: type-checked by Deno and served by Deno from their
// index.ts (the npm package `deno`, a dev dependency), against the stand-in on 127.0.0.1. Deno is
// allowed the network to 127.0.0.1 only, so the rebuild function's dispatch to api.github.com is
// refused as an unreachable GitHub would be: the function answers 502 and records the failure the
// dashboard shows.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_HEADER } from '../../supabase/functions/rebuild/handler.ts';
import { ROOT } from '../support/harness/server.ts';
import {
  DENO,
  type DenoFunction,
  denoEnv,
  FUNCTIONS,
  serveDenoFunction,
} from '../support/supabase/deno.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';

const SECRET = 'a-long-shared-webhook-secret';

let s: StandIn;
const served: DenoFunction[] = [];

beforeAll(async () => {
  s = await startStandIn();
});
afterAll(async () => {
  for (const fn of served) fn.stop();
  await s?.close();
});

async function serve(name: string, env: Record<string, string>): Promise<string> {
  const fn = await serveDenoFunction(name, env);
  served.push(fn);
  return fn.url;
}

describe('Edge Functions under Deno', () => {
  it('type-check with deno check', () => {
    const check = spawnSync(
      DENO,
      [
        'check',
        path.join(FUNCTIONS, 'rebuild', 'index.ts'),
        path.join(FUNCTIONS, 'private-link', 'index.ts'),
      ],
      { cwd: ROOT, env: denoEnv({}), encoding: 'utf8', timeout: 120_000 },
    );
    expect(check.stderr + check.stdout).not.toMatch(/error/i);
    expect(check.status).toBe(0);
  });

  it('rebuild: GitHub out of reach is a 502 and a recorded failure', async () => {
    const url = await serve('rebuild', {
      REBUILD_WEBHOOK_SECRET: SECRET,
      GITHUB_DISPATCH_TOKEN: 'ghp_test',
      GITHUB_REPOSITORY: 'owner/filmfolio',
      SUPABASE_URL: s.url,
      SUPABASE_SERVICE_ROLE_KEY: s.serviceKey,
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: SECRET },
      body: JSON.stringify({ type: 'INSERT', table: 'videos', schema: 'public' }),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'rebuild not started' });
    const [row] = await s.t.sudo<{ state: string }>('select state from public.site_rebuild_status');
    expect(row?.state).toBe('failed');
    const refused = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: 'not-the-secret-at-all' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
  });

  it('private-link: one same 404 for an unknown link, read through the stand-in', async () => {
    const url = await serve('private-link', {
      SUPABASE_URL: s.url,
      SUPABASE_SERVICE_ROLE_KEY: s.serviceKey,
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'A'.repeat(43) }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
