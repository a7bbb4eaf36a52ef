// A real PostgreSQL 15 server (Debian's postgresql-15, as hosted Supabase runs 15 or 17) in a
// temporary folder on 127.0.0.1 and its own socket, with Supabase's stand-in schemas
// (tests/supabase/stand-in.sql) set up by a superuser and our migrations applied by a `postgres`
// role that is NOT a superuser, like the hosted one: it may create roles, bypasses row-level
// security, and is a member of the role owning the storage tables (so it may put policies on
// them, as the hosted SQL editor does). Clients are psql processes: one process, one connection,
// so concurrency is real.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { migrationFiles, migrationsDir } from './db.ts';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

const SETUP = `
create role postgres login createrole bypassrls;
create role supabase_storage_admin nologin;
alter table storage.objects owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
grant supabase_storage_admin to postgres;
-- Foreign-key checks on storage.objects run as the tables' owner: it must reach its schema.
grant usage on schema storage to supabase_storage_admin;
grant anon, authenticated, service_role to postgres with admin option;
alter schema public owner to postgres;
grant all on schema extensions, auth, storage to postgres;
grant all on all tables in schema auth, storage to postgres;
create extension if not exists pgcrypto with schema extensions;
-- What Supabase's own setup grants on what the postgres role creates in public (the stand-in.sql
-- defaults cover only objects its superuser creates): the API roles get every new table,
-- function and sequence, and each migration revokes what it must.
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
`;

export interface Postgres15 {
  /** Where a client connects: the socket folder and the port (also on 127.0.0.1). */
  host: string;
  port: number;
  /** Runs SQL through psql as `user`; resolves with stdout, rejects with stderr. */
  psql(sql: string, user?: string): Promise<string>;
  stop(): void;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPostgres15(): Promise<Postgres15> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is missing: apt-get install -y postgresql-15 (${PG_BIN})`);
  }
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-pg15-'));
  // The server refuses to run as root: as root, run it as the postgres system user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['postgres', home]);
  const run = (bin: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(PG_BIN, bin);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args] : args;
    const result = spawnSync(command, full, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr}`);
  };
  const data = path.join(home, 'data');
  run('initdb', ['-D', data, '-U', 'supabase_admin', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(home, 'log'),
    '-o',
    `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c max_connections=60 -c fsync=off`,
    'start',
  ]);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  };

  const psql = (sql: string, user = 'postgres') =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(
        'psql',
        [
          '-h',
          home,
          '-p',
          String(port),
          '-U',
          user,
          '-d',
          'postgres',
          '-v',
          'ON_ERROR_STOP=1',
          '-qAt',
        ],
        { stdio: ['pipe', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString();
      });
      child.on('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err))));
      child.stdin.end(sql);
    });

  try {
    await psql(
      fs.readFileSync(path.join(import.meta.dirname, '../../supabase/stand-in.sql'), 'utf8'),
      'supabase_admin',
    );
    await psql(SETUP, 'supabase_admin');
    for (const file of migrationFiles()) {
      await psql(fs.readFileSync(path.join(migrationsDir, file), 'utf8'));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { host: home, port, psql, stop };
}
