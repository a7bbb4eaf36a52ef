import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password.ts';

describe('argon2id passwords', () => {
  it('stores a PHC string with OWASP parameters and a random salt', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('never matches a malformed or truncated stored hash', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', 'plain-text')).toBe(false);
    expect(await verifyPassword('correct horse battery', hash.slice(0, -30))).toBe(false);
    expect(await verifyPassword('correct horse battery', hash.replace('argon2id', 'argon2i'))).toBe(
      false,
    );
  });

  it('asks for at least 12 characters', () => {
    expect(passwordProblem('elevenchars')).toBe('password_too_short');
    expect(passwordProblem('twelve chars')).toBeNull();
  });
});
