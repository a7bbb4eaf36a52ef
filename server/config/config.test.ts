import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDataFolderConfig } from './config.ts';

const ADMIN = { ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'correct horse battery' };

/** The one line main.ts prints before exiting. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('gives every default with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      demo: true,
      admin: null,
      trust: { trustProxy: false, publicOrigin: undefined },
      thumbnails: { youtube: true, vimeo: true },
      previewMaker: 'server',
      backups: null,
      healthMinFreeBytes: 100 * 1024 * 1024,
      shutdownGraceMs: 10_000,
    });
    expect(config.dataDir).toBe(`${process.cwd()}/data`);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/filmfolio',
      DEMO_CONTENT: '0',
      ...ADMIN,
      TRUST_PROXY: '1',
      PUBLIC_URL: ' https://Camille-Moreau.fr/site/ ',
      COPY_YOUTUBE_THUMBNAILS: 'false',
      FETCH_VIMEO_THUMBNAILS: ' FALSE ',
      PREVIEW_MAKER: ' Browser ',
      BACKUP_DIR: '/var/backups/filmfolio',
      BACKUP_KEEP: '3',
      HEALTH_MIN_FREE_MB: '2',
      SHUTDOWN_GRACE_MS: '2500',
    });
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/var/lib/filmfolio',
      demo: false,
      admin: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
      trust: { trustProxy: true, publicOrigin: 'https://camille-moreau.fr' },
      thumbnails: { youtube: false, vimeo: false },
      previewMaker: 'browser',
      backups: { dir: '/var/backups/filmfolio', keep: 3 },
      healthMinFreeBytes: 2 * 1024 * 1024,
      shutdownGraceMs: 2500,
    });
  });

  it('treats an empty value as unset (a bare `Environment=NAME=`)', () => {
    expect(
      loadConfig({ PORT: '', TRUST_PROXY: '', BACKUP_KEEP: ' ', PUBLIC_URL: '' }),
    ).toMatchObject({ port: 4321, trust: { trustProxy: false }, backups: null });
  });

  it('switches accept 1/0, true/false, on/off, yes/no in any case', () => {
    for (const on of ['1', 'true', 'TRUE', ' on ', 'yes']) {
      expect(loadConfig({ TRUST_PROXY: on, DEMO_CONTENT: on }).trust.trustProxy).toBe(true);
      expect(loadDataFolderConfig({ DEMO_CONTENT: on }).demo).toBe(true);
    }
    for (const off of ['0', 'false', 'False', ' 0', 'off', 'NO']) {
      expect(loadConfig({ COPY_YOUTUBE_THUMBNAILS: off }).thumbnails.youtube).toBe(false);
      expect(loadDataFolderConfig({ DEMO_CONTENT: off }).demo).toBe(false);
    }
  });

  it('stops at a bad value with one line naming the variable', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: 'http' }, /^FilmFolio: PORT="http" is not valid: a whole number from 0 to 65535$/],
      [{ PORT: '70000' }, /PORT="70000"/],
      [{ PORT: '-1' }, /PORT/],
      [{ TRUST_PROXY: 'sure' }, /^FilmFolio: TRUST_PROXY="sure" is not valid: 1 or 0/],
      [
        { PREVIEW_MAKER: 'ffmpeg' },
        /^FilmFolio: PREVIEW_MAKER="ffmpeg" is not valid: server or browser$/,
      ],
      [{ DEMO_CONTENT: 'maybe' }, /DEMO_CONTENT/],
      [{ PUBLIC_URL: 'camille-moreau.fr' }, /PUBLIC_URL="camille-moreau.fr" is not valid/],
      [{ PUBLIC_URL: 'ftp://camille-moreau.fr' }, /PUBLIC_URL/],
      [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP="0"/],
      [{ BACKUP_KEEP: 'many' }, /BACKUP_KEEP/],
      [{ HEALTH_MIN_FREE_MB: 'abc' }, /HEALTH_MIN_FREE_MB/],
      [{ SHUTDOWN_GRACE_MS: 'soon' }, /SHUTDOWN_GRACE_MS/],
      [{ ADMIN_EMAIL: 'chef@example.com' }, /ADMIN_PASSWORD is missing/],
      [{ ADMIN_PASSWORD: 'correct horse battery' }, /ADMIN_EMAIL is missing/],
      [{ ...ADMIN, ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL="not-an-email" is not valid/],
      [{ ...ADMIN, ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD is not valid: .*12 characters/],
    ];
    for (const [env, line] of cases) {
      const message = refusal(env);
      expect(message).toMatch(line);
      expect(message).not.toContain('\n');
    }
  });

  it('never repeats a password in its refusal', () => {
    expect(refusal({ ...ADMIN, ADMIN_PASSWORD: 'short' })).not.toContain('short"');
  });
});
