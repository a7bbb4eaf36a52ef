import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContactMessage, MESSAGES_PAGE_SIZE } from '../../src/lib/api.ts';
import {
  type AdminTestServer,
  startAdminTestServer,
} from '../../tests/support/harness/admin-app.ts';
import { call } from '../../tests/support/harness/call.ts';

let server: AdminTestServer;
let cookie = '';
const TOTAL = 120;

beforeAll(async () => {
  server = await startAdminTestServer();
  cookie = await server.signIn();
  for (let i = 0; i < TOTAL; i += 1) {
    server.store.messages.create({
      name: `Personne ${i}`,
      email: `p${i}@example.fr`,
      message: 'Bonjour',
      senderKey: `k${i}`,
    });
  }
});
afterAll(() => server.close());

const page = async (query: string) => {
  const response = await call(server.url, `/api/messages${query}`, { cookie });
  return { status: response.status, body: (await response.json()) as ContactMessage[] };
};

describe('GET /api/messages pages', () => {
  it(`answers the ${MESSAGES_PAGE_SIZE} newest by default, never the whole inbox`, async () => {
    const { status, body } = await page('');
    expect(status).toBe(200);
    expect(body).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(body[0]?.name).toBe(`Personne ${TOTAL - 1}`);
  });

  it('walks the inbox page by page, newest first, each message once', async () => {
    const names: string[] = [];
    for (let offset = 0; offset < TOTAL + 50; offset += 50) {
      const { body } = await page(`?limit=50&offset=${offset}`);
      names.push(...body.map((m) => m.name));
    }
    expect(names).toEqual(Array.from({ length: TOTAL }, (_, i) => `Personne ${TOTAL - 1 - i}`));
  });

  it('refuses a page size outside 1..100 or a malformed number (400)', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?offset=-1', '?offset=1e3']) {
      const { status, body } = await page(query);
      expect(status, query).toBe(400);
      expect(body).toEqual({ error: 'bad_request' });
    }
  });
});
