// A rebuild that does not start is seen: the rebuild Edge Function's handler, served by the
// stand-in at /functions/v1/rebuild as the Database Webhook calls it, records the failure in
// public.site_rebuild_status when GitHub cannot be reached or refuses; the admin adapter's
// siteStatus then says 'failed' (the dashboard's fr.siteStatus.failed, the same text a failed
// local rebuild shows) until the deploy workflow reports a success through the same function.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseBackend } from '../../src/backend/supabase/supabase-backend.ts';
import { fr } from '../../src/lib/i18n/fr.ts';
import { createRebuildHandler, SECRET_HEADER } from '../../supabase/functions/rebuild/handler.ts';
import { type StandIn, startStandIn } from '../support/supabase/stand-in.ts';
import { ADMIN_PASSWORD_FOR_STAND_IN } from '../support/supabase/stand-in-api.ts';

const SECRET = 'a-long-shared-webhook-secret';
let s: StandIn;
let github: http.Server;
let githubUrl: string;
let githubAnswer = 204;
let dispatches = 0;
let closedPort: number;

beforeAll(async () => {
  s = await startStandIn();
  github = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      dispatches += 1;
      res.writeHead(githubAnswer).end(githubAnswer === 204 ? '' : '{"message":"Server Error"}');
    });
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  githubUrl = `http://127.0.0.1:${(github.address() as net.AddressInfo).port}`;
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(async () => {
  await s?.close();
  await new Promise((resolve) => github?.close(resolve));
});

/** The function as deployed, pointed at GitHub's stand-in or at a closed port. */
function mount(api: string) {
  s.mountFunction(
    'rebuild',
    createRebuildHandler({
      webhookSecret: SECRET,
      githubToken: 'ghp_test',
      repository: 'owner/filmfolio',
      githubApi: api,
      project: { url: s.url, serviceKey: s.serviceKey },
    }),
  );
}

const post = (body: unknown) =>
  fetch(`${s.url}/functions/v1/rebuild`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SECRET_HEADER]: SECRET },
    body: JSON.stringify(body),
  });
const change = { type: 'UPDATE', table: 'videos', schema: 'public', record: {}, old_record: {} };

async function dashboardStatus(): Promise<string> {
  const admin = createSupabaseBackend({ url: s.url, anonKey: s.anonKey });
  await admin.signIn('admin@example.test', ADMIN_PASSWORD_FOR_STAND_IN);
  const state = await admin.siteStatus();
  await admin.signOut();
  return state;
}

describe('rebuild status in Supabase mode', () => {
  it('says it cannot tell before any rebuild', async () => {
    expect(await dashboardStatus()).toBe('unknown');
  });

  it('says so when GitHub cannot be reached, and the dashboard shows the failure', async () => {
    mount(`http://127.0.0.1:${closedPort}`);
    const response = await post(change);
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: string; detail: string };
    expect(body.error).toBe('rebuild not started');
    expect(body.detail).toContain('GitHub could not be reached');
    expect(await dashboardStatus()).toBe('failed');
    expect(fr.siteStatus.failed).toContain('La dernière mise à jour du site public a échoué');
    const [row] = await s.t.sudo<{ detail: string }>(
      'select detail from public.site_rebuild_status',
    );
    expect(row?.detail).toContain('GitHub could not be reached');
  });

  it('keeps the failure shown through a new dispatch, until the workflow succeeds', async () => {
    mount(githubUrl);
    githubAnswer = 204;
    const before = dispatches;
    expect((await post(change)).status).toBe(202);
    expect(dispatches).toBe(before + 1);
    expect(await dashboardStatus()).toBe('failed');
    expect((await post({ report: 'succeeded' })).status).toBe(200);
    expect(await dashboardStatus()).toBe('up_to_date');
    expect((await post(change)).status).toBe(202);
    expect(await dashboardStatus()).toBe('updating');
  });

  it("records GitHub's refusal and the workflow's own failure the same way", async () => {
    mount(githubUrl);
    githubAnswer = 500;
    expect((await post(change)).status).toBe(502);
    expect(await dashboardStatus()).toBe('failed');
    githubAnswer = 204;
    await post({ report: 'succeeded' });
    expect(await dashboardStatus()).toBe('up_to_date');
    await post({ report: 'failed', detail: 'build step failed' });
    expect(await dashboardStatus()).toBe('failed');
  });

  it('lets no one else write or read the status', async () => {
    const wrongSecret = await fetch(`${s.url}/functions/v1/rebuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: 'not-the-secret-at-all' },
      body: JSON.stringify({ report: 'succeeded' }),
    });
    expect(wrongSecret.status).toBe(401);
    const anonRead = await fetch(`${s.url}/rest/v1/site_rebuild_status?select=state`, {
      headers: { apikey: s.anonKey },
    });
    expect(anonRead.status).toBe(401);
    const anonWrite = await fetch(`${s.url}/rest/v1/rpc/record_site_rebuild`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ new_state: 'up_to_date' }),
    });
    expect(anonWrite.status).toBe(401);
  });
});
