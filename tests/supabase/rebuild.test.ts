// The rebuild Edge Function's handler against a real HTTP server on 127.0.0.1 standing in for
// api.github.com: it records what GitHub would receive.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRebuildHandler, SECRET_HEADER } from '../../supabase/functions/rebuild/handler.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let api: string;
let received: Received[] = [];
let answer = 204;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer).end(answer === 204 ? '' : '{"message":"Bad credentials"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = 204;
});

const secret = 'a-long-shared-webhook-secret';
const handler = () =>
  createRebuildHandler({
    webhookSecret: secret,
    githubToken: 'ghp_test',
    repository: 'owner/filmfolio',
    githubApi: api,
  });
const call = (headers: Record<string, string>, body: unknown, method = 'POST') =>
  handler()(
    new Request('http://edge.test/rebuild', {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    }),
  );
const change = { type: 'UPDATE', table: 'videos', schema: 'public', record: {}, old_record: {} };

describe('rebuild edge function', () => {
  it('a webhook with the secret fires one repository_dispatch content-changed', async () => {
    const response = await call({ [SECRET_HEADER]: secret }, change);
    expect(response.status).toBe(202);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/repos/owner/filmfolio/dispatches' });
    expect(request?.headers.authorization).toBe('Bearer ghp_test');
    expect(request?.headers.accept).toBe('application/vnd.github+json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      event_type: 'content-changed',
      client_payload: { table: 'videos', type: 'UPDATE' },
    });
  });

  it('a change of the site settings fires one too, naming its table', async () => {
    const response = await call({ [SECRET_HEADER]: secret }, { ...change, table: 'site_settings' });
    expect(response.status).toBe(202);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      event_type: 'content-changed',
      client_payload: { table: 'site_settings', type: 'UPDATE' },
    });
  });

  it('refuses a missing or wrong secret without calling GitHub', async () => {
    expect((await call({}, change)).status).toBe(401);
    expect((await call({ [SECRET_HEADER]: `${secret}x` }, change)).status).toBe(401);
    expect((await call({ [SECRET_HEADER]: secret.slice(0, -1) }, change)).status).toBe(401);
    expect(received).toEqual([]);
  });

  it('ignores other tables, other methods and bad bodies', async () => {
    expect(
      (await call({ [SECRET_HEADER]: secret }, { ...change, table: 'contact_messages' })).status,
    ).toBe(202);
    expect((await call({ [SECRET_HEADER]: secret }, undefined, 'GET')).status).toBe(405);
    const bad = await handler()(
      new Request('http://edge.test/rebuild', {
        method: 'POST',
        headers: { [SECRET_HEADER]: secret },
        body: '{',
      }),
    );
    expect(bad.status).toBe(400);
    expect(received).toEqual([]);
  });

  it('reports GitHub refusing the token as 502', async () => {
    answer = 401;
    const response = await call({ [SECRET_HEADER]: secret }, change);
    expect(response.status).toBe(502);
  });

  it('stays shut when its secrets are not set', async () => {
    const unset = createRebuildHandler({ webhookSecret: '', githubToken: '', repository: '' });
    const response = await unset(
      new Request('http://edge.test/rebuild', {
        method: 'POST',
        headers: { [SECRET_HEADER]: '' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(500);
  });
});
