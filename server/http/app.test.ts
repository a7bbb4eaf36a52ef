import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/harness/public-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server.close());

describe('app', () => {
  it('serves the seeded demo list and its files', async () => {
    const list = (await (await fetch(`${server.url}/api/videos`)).json()) as Array<{
      url: string;
      video_type: string;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(7);
    const direct = list.find((v) => v.video_type === 'direct');
    const clip = await fetch(`${server.url}${direct?.url}`);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toMatch(/^video\//);
  });

  it('answers 500 with a bare code, never the error, when the store fails', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    server.store.close();
    // The list is served from a snapshot until a write; even a failed one forces a fresh read.
    expect(() => server.store.videos.reorder([])).toThrow();
    try {
      const response = await fetch(`${server.url}/api/videos`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: 'internal' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
