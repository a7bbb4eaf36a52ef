// A real Postgres with Supabase's stand-ins and our real migrations applied: a fresh database on
// the run's shared PostgreSQL 15 (tests/support/supabase/postgres15-db.ts) when SUPABASE_TEST_DB=pg15 (the
// "supabase-pg15" vitest project) or when the caller asks for it (the stand-in always does), else
// PGlite in process. Plus helpers that run SQL the way PostgREST and Storage do: inside a transaction, as the
// request's role, with the JWT claims in request.jwt.claims.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { SqlDb, SqlTx } from './sql-db.ts';

const root = join(import.meta.dirname, '..', '..', '..');
export const migrationsDir = join(root, 'supabase', 'migrations');

/** The migration files in the order the Supabase CLI applies them (timestamp prefix). */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d{14}_[\w-]+\.sql$/.test(name))
    .sort();
}

export type Who = { role: 'anon' } | { role: 'authenticated'; userId: string };

export const anon: Who = { role: 'anon' };
export const user = (userId: string): Who => ({ role: 'authenticated', userId });

export interface SupabaseTestDb {
  db: SqlDb;
  adminId: string;
  memberId: string;
  /** Runs fn in one transaction as `who`; an error rolls the whole transaction back. */
  as<T>(who: Who, fn: (tx: SqlTx) => Promise<T>): Promise<T>;
  /** One statement as `who`; returns the rows. */
  run<R = Record<string, unknown>>(who: Who, sql: string, params?: unknown[]): Promise<R[]>;
  /** Superuser SQL (what the migration owner or service tooling would do). */
  sudo<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** A new auth.users row, as a sign-up creates; returns its id. */
  signUp(email: string): Promise<string>;
  /** Empties the content tables and inserts `count` videos at positions 0..count-1. */
  seedVideos(count: number): Promise<string[]>;
}

function claims(who: Who): string {
  if (who.role === 'anon') return JSON.stringify({ role: 'anon' });
  return JSON.stringify({ sub: who.userId, role: 'authenticated', aud: 'authenticated' });
}

/** An empty Postgres with the extensions a Supabase project offers that our migrations use. */
export function emptyPostgres(): Promise<PGlite> {
  // Supabase ships pgcrypto (in the extensions schema); the private links use it.
  return PGlite.create({ extensions: { pgcrypto } });
}

async function migratedPglite(): Promise<SqlDb> {
  const db = await emptyPostgres();
  await db.exec(readFileSync(join(root, 'tests/supabase/stand-in.sql'), 'utf8'));
  for (const file of migrationFiles()) {
    await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
  }
  return db;
}

/** Where the migrations run: the run's PostgreSQL 15, or PGlite in process. */
export type TestDbServer = 'pg15' | 'pglite';

export async function createSupabaseTestDb(
  server: TestDbServer = process.env.SUPABASE_TEST_DB === 'pg15' ? 'pg15' : 'pglite',
): Promise<SupabaseTestDb> {
  // Loaded only here: the PGlite runs need neither pg nor vitest.
  const db =
    server === 'pg15'
      ? await (await import('./postgres15-db.ts')).openPostgres15Database()
      : await migratedPglite();

  const sudo = async <R>(sql: string, params: unknown[] = []) =>
    (await db.query<R>(sql, params)).rows;

  const signUp = async (email: string) => {
    const [row] = await sudo<{ id: string }>(
      'insert into auth.users (email) values ($1) returning id',
      [email],
    );
    if (!row) throw new Error('sign-up insert returned no row');
    return row.id;
  };

  const adminId = await signUp('admin@example.test');
  const memberId = await signUp('member@example.test');
  await sudo('insert into public.admins (user_id) values ($1)', [adminId]);

  const as = <T>(who: Who, fn: (tx: SqlTx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [claims(who)]);
      await tx.query(`set local role ${who.role}`);
      return fn(tx);
    });

  const run = <R>(who: Who, sql: string, params: unknown[] = []) =>
    as(who, async (tx) => (await tx.query<R>(sql, params)).rows);

  const seedVideos = async (count: number) => {
    await sudo('delete from public.videos');
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const [row] = await sudo<{ id: string }>(
        `insert into public.videos (title, url, video_type, order_position)
         values ($1, $2, 'youtube', $3) returning id`,
        [`Vidéo ${i}`, `https://youtu.be/abcdefghij${i}`, i],
      );
      if (row) ids.push(row.id);
    }
    return ids;
  };

  return { db, adminId, memberId, as, run, sudo, signUp, seedVideos };
}
