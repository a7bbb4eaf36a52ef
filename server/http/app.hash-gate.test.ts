import { describe, expect, it } from 'vitest';
import type { PrivateLink } from '../../src/lib/private-link.ts';
import { adminServerPerTest } from '../../tests/support/harness/admin-per-test.ts';
import { call } from '../../tests/support/harness/call.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../tests/support/harness/credentials.ts';
import { tempDataDir } from '../../tests/support/harness/temp-dirs.ts';
import { createAuth } from '../auth/auth.ts';
import { createGate, createHashGate, type Gate } from '../limits/hash-gate.ts';
import { openStore } from '../store/open.ts';
import type { Uploads } from '../uploads/tus.ts';
import { createApp } from './app.ts';

const startServer = adminServerPerTest();

describe('one hash gate for the whole server', () => {
  it('sign-in, the account, link passwords and link hashing all wait in the gate given', async () => {
    // One place, no queue: while a task holds it, every password path must answer 429 at once.
    const gate = createGate({ concurrency: 1, maxWaiting: 0 });
    const server = await startServer({}, undefined, { hashGate: gate });
    const { url } = server;
    const cookie = await server.signIn();
    const video_ids = [
      server.store.videos.create({
        title: 'Film',
        url: 'https://vimeo.com/76979871',
        video_type: 'vimeo',
      }).id,
    ];
    const created = await call(url, '/api/admin/links', {
      method: 'POST',
      cookie,
      json: { name: 'Lumen', video_ids, password: 'mot-de-passe-du-lien' },
    });
    expect(created.status).toBe(201);
    const link = (await created.json()) as PrivateLink;

    let free: () => void = () => undefined;
    const holding = gate.run(() => new Promise<void>((resolve) => (free = resolve)));
    const answers = [
      await call(url, '/api/session', {
        method: 'POST',
        json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      }),
      await call(url, '/api/account/password', {
        method: 'PUT',
        cookie,
        json: { current_password: ADMIN_PASSWORD, new_password: 'un nouveau mot de passe' },
      }),
      await fetch(`${url}/p/${link.token}`, {
        method: 'POST',
        body: new URLSearchParams({ password: 'mot-de-passe-du-lien' }),
        redirect: 'manual',
      }),
      await call(url, '/api/admin/links', {
        method: 'POST',
        cookie,
        json: { name: 'Autre', video_ids, password: 'un autre mot de passe' },
      }),
      await call(url, `/api/admin/links/${link.id}`, {
        method: 'PUT',
        cookie,
        json: { name: 'Lumen', video_ids, password: 'encore un autre' },
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([429, 429, 429, 429, 429]);
    expect(answers.map((r) => r.headers.get('Retry-After'))).toEqual(['1', '1', '1', '1', '1']);
    // Nothing half-written: the busy edit kept the link's password, the busy create made nothing.
    expect(server.store.links.list()).toHaveLength(1);
    // A link without a new password hashes nothing and is not held back.
    const plain = await call(url, '/api/admin/links', {
      method: 'POST',
      cookie,
      json: { name: 'Sans mot de passe', video_ids },
    });
    expect(plain.status).toBe(201);

    free();
    await holding;
    const entered = await fetch(`${url}/p/${link.token}`, {
      method: 'POST',
      body: new URLSearchParams({ password: 'mot-de-passe-du-lien' }),
      redirect: 'manual',
    });
    expect(entered.status).toBe(303);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses to compose an app whose sign-in uses another gate', () => {
    const temp = tempDataDir();
    const store = openStore({ dataDir: temp.dir, demo: false });
    try {
      const auth = createAuth(store.db, { hashGate: createHashGate() });
      const admin = { auth, uploads: {} as Uploads, onContentChange: () => undefined };
      const app = (hashGate: Gate) =>
        createApp({ store, mediaDir: store.mediaDir, siteDir: () => temp.dir, hashGate, admin });
      expect(() => app(createHashGate())).toThrow(/one hash gate/);
      expect(() => app(auth.hashGate)).not.toThrow();
    } finally {
      store.close();
      temp.remove();
    }
  });
});
