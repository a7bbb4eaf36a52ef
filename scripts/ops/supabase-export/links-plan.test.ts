import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type LocalLink, planLinks, projectTokenHash, type RemoteLinkState } from './links-plan.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const ARGON2 =
  '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const BCRYPT = `$2a$10$${'a'.repeat(53)}`;

const local = (id: string, fields: Partial<LocalLink> = {}): LocalLink => ({
  id,
  token: TOKEN,
  name: `Lien ${id}`,
  message: null,
  has_password: false,
  password_hash: null,
  expires_on: null,
  disabled: false,
  views: 3,
  last_visit_at: '2026-11-20T10:00:00.000Z',
  video_ids: ['v2', 'v1'],
  created_at: '2026-11-01T10:00:00.000Z',
  ...fields,
});

const state = (link: LocalLink, fields: Partial<RemoteLinkState> = {}): RemoteLinkState => ({
  id: link.id,
  name: link.name,
  message: link.message,
  expires_on: link.expires_on,
  password_hash: link.password_hash,
  ...fields,
});

const films = (id: string, ids: string[]) =>
  ids.map((video_id, position) => ({ link_id: id, video_id, position }));

describe('export plan for private links', () => {
  it('inserts a new link with its address, counts and films in the chosen order', () => {
    const plan = planLinks([local('a', { message: '  Bonjour ' })], [], []);
    expect(plan.insert).toEqual([
      {
        id: 'a',
        token: TOKEN,
        token_hash: createHash('sha256').update(TOKEN).digest('hex'),
        name: 'Lien a',
        message: 'Bonjour',
        password_hash: null,
        expires_on: null,
        disabled: false,
        views: 3,
        last_visit_at: '2026-11-20T10:00:00.000Z',
        created_at: '2026-11-01T10:00:00.000Z',
      },
    ]);
    expect(plan.films).toEqual([{ linkId: 'a', rows: films('a', ['v2', 'v1']) }]);
    expect(plan.needPassword).toEqual([]);
    expect(projectTokenHash(TOKEN)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a local (argon2) password cannot be checked there: exported disabled, and named', () => {
    const plan = planLinks([local('a', { password_hash: ARGON2, has_password: true })], [], []);
    expect(plan.insert[0]).toMatchObject({ password_hash: ARGON2, disabled: true });
    expect(plan.needPassword).toEqual(['Lien a']);
    // A bcrypt hash is what the project checks: copied as it is, the link's state kept.
    const bcrypt = planLinks([local('b', { password_hash: BCRYPT, has_password: true })], [], []);
    expect(bcrypt.insert[0]).toMatchObject({ password_hash: BCRYPT, disabled: false });
    expect(bcrypt.needPassword).toEqual([]);
  });

  it('a second run changes nothing; edits update the texts and rewrite the films only', () => {
    const a = local('a', { password_hash: ARGON2 });
    const b = local('b');
    const c = local('c');
    const same = planLinks(
      [a, b],
      [state(a), state(b)],
      [...films('a', ['v2', 'v1']), ...films('b', ['v2', 'v1'])],
    );
    expect(same).toMatchObject({ insert: [], update: [], films: [], unchanged: 2 });
    // Still waiting for a password: named again.
    expect(same.needPassword).toEqual(['Lien a']);

    const plan = planLinks(
      [{ ...a, name: 'Renommé' }, { ...b, video_ids: ['v1', 'v2'] }, c],
      // The administrator set a new password in the project: the export leaves it.
      [state(a, { password_hash: BCRYPT }), state(b)],
      [...films('a', ['v2', 'v1']), ...films('b', ['v2', 'v1'])],
    );
    expect(plan.insert.map((l) => l.id)).toEqual(['c']);
    expect(plan.update).toEqual([{ id: 'a', name: 'Renommé', message: null, expires_on: null }]);
    expect(plan.films.map((f) => f.linkId)).toEqual(['b', 'c']);
    expect(plan.films[0]?.rows).toEqual(films('b', ['v1', 'v2']));
    expect(plan.unchanged).toBe(0);
    expect(plan.needPassword).toEqual([]);
  });
});
