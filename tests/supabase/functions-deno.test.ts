// Both Edge Functions as Supabase runs them: type-checked by Deno and served by Deno from their
// index.ts (the npm package `deno`, a dev dependency), against the stand-in on 127.0.0.1. Deno is
// allowed the network to 127.0.0.1 only, so the rebuild function's dispatch to api.github.com is
// refused as an unreachable GitHub would be: the function answers 502 and records the failure the
// dashboard shows.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_HEADER } from '../../supabase/functions/rebuild/handler.ts';
import { ROOT } from '../support/server.ts';
import { type StandIn, startStandIn } from '../support/supabase-stand-in.ts';

const DENO = path.join(ROOT, 'node_modules', '.bin', 'deno');
const FUNCTIONS = path.join(ROOT, 'supabase', 'functions');
const SECRET = 'a-long-shared-webhook-secret';

let s: StandIn;
const children: ChildProcess[] = [];

beforeAll(async () => {
  s = await startStandIn();
});
afterAll(async () => {
  for (const child of children) child.kill();
  await s?.close();
});

const denoEnv = (extra: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  DENO_DIR: path.join(ROOT, 'node_modules', '.cache', 'deno'),
  DENO_NO_UPDATE_CHECK: '1',
  // Deno.serve's address: an ephemeral port on 127.0.0.1.
  DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
  ...extra,
});

/** Serves a function's index.ts under Deno; resolves with its address once it listens. */
function serve(name: string, env: Record<string, string>): Promise<string> {
  const child = spawn(
    DENO,
    [
      'run',
      '--no-prompt',
      '--allow-net=127.0.0.1',
      '--allow-env',
      path.join(FUNCTIONS, name, 'index.ts'),
    ],
    { cwd: ROOT, env: denoEnv(env) },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Listening on (https?:\/\/[^\s/]+)/.exec(output)?.[1];
      if (address)
        resolve(address.replace('0.0.0.0', '127.0.0.1').replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.on('exit', (code) => reject(new Error(`deno exited ${code}: ${output}`)));
  });
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
