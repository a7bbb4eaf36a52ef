// The server's whole environment, read once at start (server/main.ts) and handed to each part as
// typed values: no other server file reads process.env. The README's configuration table lists
// exactly these variables (config/readme-table.test.ts checks it).
import type { ProxyTrust } from '../http/forwarded.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminAccount,
  BACKUP_DIR,
  BACKUP_KEEP,
  COPY_YOUTUBE_THUMBNAILS,
  DATA_DIR,
  DEMO_CONTENT,
  FETCH_VIMEO_THUMBNAILS,
  HEALTH_MIN_FREE_MB,
  HOST,
  PORT,
  PREVIEW_MAKER,
  PUBLIC_URL,
  SHUTDOWN_GRACE_MS,
  TRUST_PROXY,
  type Variable,
} from './variables.ts';

export { ConfigError } from './variables.ts';

type Env = Readonly<Record<string, string | undefined>>;

export const VARIABLES: ReadonlyArray<Variable<unknown>> = [
  PORT,
  HOST,
  DATA_DIR,
  DEMO_CONTENT,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  TRUST_PROXY,
  PUBLIC_URL,
  COPY_YOUTUBE_THUMBNAILS,
  FETCH_VIMEO_THUMBNAILS,
  PREVIEW_MAKER,
  BACKUP_DIR,
  BACKUP_KEEP,
  HEALTH_MIN_FREE_MB,
  SHUTDOWN_GRACE_MS,
];

/** What the server, the build integration and the scripts need to open a data folder. */
export interface DataFolderConfig {
  /** Absolute. */
  dataDir: string;
  demo: boolean;
}

export interface ServerConfig extends DataFolderConfig {
  port: number;
  host: string;
  /** ADMIN_EMAIL/ADMIN_PASSWORD: the account to create at start when it does not exist. */
  admin: { email: string; password: string } | null;
  trust: ProxyTrust;
  thumbnails: { youtube: boolean; vimeo: boolean };
  /** PREVIEW_MAKER: who makes the preview copies (src/lib/derived/kinds.ts). */
  previewMaker: 'server' | 'browser';
  backups: { dir: string; keep: number } | null;
  healthMinFreeBytes: number;
  shutdownGraceMs: number;
}

export function loadDataFolderConfig(env: Env): DataFolderConfig {
  return {
    dataDir: DATA_DIR.parse(env.DATA_DIR, env),
    demo: DEMO_CONTENT.parse(env.DEMO_CONTENT, env),
  };
}

/** Throws ConfigError (one line naming the variable) at the first bad value. */
export function loadConfig(env: Env): ServerConfig {
  const backupDir = BACKUP_DIR.parse(env.BACKUP_DIR, env);
  const backupKeep = BACKUP_KEEP.parse(env.BACKUP_KEEP, env);
  return {
    ...loadDataFolderConfig(env),
    port: PORT.parse(env.PORT, env),
    host: HOST.parse(env.HOST, env),
    admin: adminAccount(env),
    trust: {
      trustProxy: TRUST_PROXY.parse(env.TRUST_PROXY, env),
      publicOrigin: PUBLIC_URL.parse(env.PUBLIC_URL, env),
    },
    thumbnails: {
      youtube: COPY_YOUTUBE_THUMBNAILS.parse(env.COPY_YOUTUBE_THUMBNAILS, env),
      vimeo: FETCH_VIMEO_THUMBNAILS.parse(env.FETCH_VIMEO_THUMBNAILS, env),
    },
    previewMaker: PREVIEW_MAKER.parse(env.PREVIEW_MAKER, env),
    backups: backupDir ? { dir: backupDir, keep: backupKeep } : null,
    healthMinFreeBytes: HEALTH_MIN_FREE_MB.parse(env.HEALTH_MIN_FREE_MB, env) * 1024 * 1024,
    shutdownGraceMs: SHUTDOWN_GRACE_MS.parse(env.SHUTDOWN_GRACE_MS, env),
  };
}
