import { resolve } from 'node:path';
import { emailProblem } from '../auth/bootstrap.ts';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../auth/password.ts';

/** A value the server refuses to start with: `message` names the variable and what it wants. */
export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

/** One environment variable: its name, default (as the README shows it) and meaning. */
export interface Variable<T> {
  name: string;
  default: string;
  meaning: string;
  parse(raw: string | undefined, env: Env): T;
}

const fail = (name: string, raw: string, wants: string): never => {
  throw new ConfigError(`FilmFolio: ${name}=${JSON.stringify(raw)} is not valid: ${wants}`);
};

/** Unset and empty mean "not given": a systemd `Environment=NAME=` line must not count as a value. */
const given = (raw: string | undefined): raw is string => raw !== undefined && raw.trim() !== '';

const ON = new Set(['1', 'true', 'on', 'yes']);
const OFF = new Set(['0', 'false', 'off', 'no']);

function switchVar(name: string, fallback: boolean, meaning: string): Variable<boolean> {
  return {
    name,
    default: fallback ? 'on' : 'off',
    meaning,
    parse(raw) {
      if (!given(raw)) return fallback;
      const value = raw.trim().toLowerCase();
      if (ON.has(value)) return true;
      if (OFF.has(value)) return false;
      return fail(name, raw, '1 or 0 (true/false, on/off, yes/no)');
    },
  };
}

function integerVar(
  name: string,
  fallback: number,
  range: { min: number; max: number },
  meaning: string,
): Variable<number> {
  return {
    name,
    default: String(fallback),
    meaning,
    parse(raw) {
      if (!given(raw)) return fallback;
      const value = Number(raw.trim());
      if (!/^\d+$/.test(raw.trim()) || value < range.min || value > range.max) {
        return fail(name, raw, `a whole number from ${range.min} to ${range.max}`);
      }
      return value;
    },
  };
}

function textVar(name: string, meaning: string): Variable<string | null> {
  return { name, default: '—', meaning, parse: (raw) => (given(raw) ? raw : null) };
}

export const PORT = integerVar('PORT', 4321, { min: 0, max: 65535 }, 'port to listen on');
export const HOST: Variable<string> = {
  name: 'HOST',
  default: '127.0.0.1',
  meaning: 'address to listen on',
  parse: (raw) => (given(raw) ? raw.trim() : '127.0.0.1'),
};
export const DATA_DIR: Variable<string> = {
  name: 'DATA_DIR',
  default: './data',
  meaning: 'the SQLite file, the media files and the rebuilt site',
  parse: (raw) => resolve(given(raw) ? raw.trim() : './data'),
};
export const DEMO_CONTENT = switchVar(
  'DEMO_CONTENT',
  true,
  'a fresh data folder gets the demo set',
);
export const ADMIN_EMAIL = textVar(
  'ADMIN_EMAIL',
  'creates that account at start if the data folder never had one',
);
export const ADMIN_PASSWORD = textVar('ADMIN_PASSWORD', "that account's first password");
export const TRUST_PROXY = switchVar('TRUST_PROXY', false, 'honour X-Forwarded-* from our proxy');
export const PUBLIC_URL: Variable<string | undefined> = {
  name: 'PUBLIC_URL',
  default: '—',
  meaning: "the site's public address; writes must come from that origin",
  parse(raw) {
    if (!given(raw)) return undefined;
    let url: URL | undefined;
    try {
      url = new URL(raw.trim());
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      return fail('PUBLIC_URL', raw, 'an http(s) address such as https://example.fr');
    }
    return url.origin;
  },
};
export const COPY_YOUTUBE_THUMBNAILS = switchVar(
  'COPY_YOUTUBE_THUMBNAILS',
  true,
  'copy YouTube thumbnails into the media folder',
);
export const FETCH_VIMEO_THUMBNAILS = switchVar(
  'FETCH_VIMEO_THUMBNAILS',
  true,
  'ask Vimeo for a missing thumbnail at save',
);
export const PREVIEW_MAKER: Variable<'server' | 'browser'> = {
  name: 'PREVIEW_MAKER',
  default: 'server',
  meaning: "who makes the films' preview copies",
  parse(raw) {
    if (!given(raw)) return 'server';
    const value = raw.trim().toLowerCase();
    if (value === 'server' || value === 'browser') return value;
    return fail('PREVIEW_MAKER', raw, 'server or browser');
  },
};
export const BACKUP_DIR: Variable<string | null> = {
  name: 'BACKUP_DIR',
  default: '—',
  meaning: 'where the server writes a backup a day',
  parse: (raw) => (given(raw) ? resolve(raw.trim()) : null),
};
export const BACKUP_KEEP = integerVar(
  'BACKUP_KEEP',
  7,
  { min: 1, max: 10_000 },
  'how many backups to keep',
);
export const HEALTH_MIN_FREE_MB = integerVar(
  'HEALTH_MIN_FREE_MB',
  100,
  // Any size a disk may have (2^32 MiB = 4 PiB); in bytes still a safe integer.
  { min: 0, max: 2 ** 32 },
  '/healthz fails below this free space (MiB)',
);
export const SHUTDOWN_GRACE_MS = integerVar(
  'SHUTDOWN_GRACE_MS',
  10_000,
  { min: 0, max: 600_000 },
  'how long requests in flight may finish after SIGTERM',
);

/** ADMIN_EMAIL and ADMIN_PASSWORD go together and are checked as `npm run admin -- set` would. */
export function adminAccount(env: Env): { email: string; password: string } | null {
  const email = ADMIN_EMAIL.parse(env.ADMIN_EMAIL, env);
  const password = ADMIN_PASSWORD.parse(env.ADMIN_PASSWORD, env);
  if (!email && !password) return null;
  if (!email || !password) {
    throw new ConfigError(
      `FilmFolio: ${email ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'} is missing: ADMIN_EMAIL and ADMIN_PASSWORD go together`,
    );
  }
  const badEmail = emailProblem(email);
  if (badEmail) return fail('ADMIN_EMAIL', email, badEmail);
  const badPassword = passwordProblem(password);
  if (badPassword) {
    throw new ConfigError(
      badPassword === 'password_too_short'
        ? `FilmFolio: ADMIN_PASSWORD is not valid: it needs at least ${PASSWORD_MIN_LENGTH} characters`
        : 'FilmFolio: ADMIN_PASSWORD is not valid: it is too long',
    );
  }
  return { email, password };
}
