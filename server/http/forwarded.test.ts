import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestFacts } from './forwarded.ts';

async function factsOf(trustProxy: boolean, headers: Record<string, string>) {
  const app = new Hono();
  app.get('/', (c) => c.json(requestFacts(c, trustProxy)));
  const response = await app.request('http://site.test/', { headers });
  return response.json();
}

const PROXY_HEADERS = {
  Host: 'internal:4321',
  'X-Forwarded-For': '198.51.100.9, 203.0.113.4',
  'X-Forwarded-Proto': 'HTTPS, http',
  'X-Forwarded-Host': 'Camille-Moreau.fr, other.example',
};

describe('requestFacts', () => {
  it('behind a trusted proxy: the last X-Forwarded-For entry, the first scheme and host', async () => {
    expect(await factsOf(true, PROXY_HEADERS)).toEqual({
      address: '203.0.113.4',
      https: true,
      schemeKnown: true,
      host: 'camille-moreau.fr',
    });
  });

  it('without trust: the forwarded headers are ignored, the scheme is unknown', async () => {
    expect(await factsOf(false, PROXY_HEADERS)).toEqual({
      address: 'unknown',
      https: false,
      schemeKnown: false,
      host: 'internal:4321',
    });
  });

  it('a trusted proxy that names no scheme leaves it unknown', async () => {
    const facts = await factsOf(true, { Host: 'site.test' });
    expect(facts).toMatchObject({ https: false, schemeKnown: false, host: 'site.test' });
  });
});
