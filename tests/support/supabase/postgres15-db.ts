// A fresh database per test file on the shared PostgreSQL 15 of tests/support/supabase/postgres15-global.ts,
// behind the small query interface the Supabase SQL tests use (tests/support/supabase/db.ts), so the
// same files run on PGlite or on the real server. `sudo` statements run as the cluster's
// superuser (what PGlite's single user is); the roles' statements run as in PostgREST.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { SqlDb } from './sql-db.ts';

// PGlite returns bigint columns (count(*), sums) as numbers when they fit; so does this client.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export async function openPostgres15Database(): Promise<SqlDb> {
  const provided = inject('pg15');
  if (!provided) {
    throw new Error(
      'No PostgreSQL 15 for this file: run it in a vitest project whose globalSetup is tests/support/supabase/postgres15-global.ts (vitest.config.ts)',
    );
  }
  const { host, port, template } = provided;
  const database = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ host, port, user: 'supabase_admin', database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`create database ${database} template ${template}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ host, port, user: 'supabase_admin', database, max: 4, types });
  const query = async <R>(sql: string, params: unknown[] = []) => ({
    rows: (await pool.query(sql, params)).rows as R[],
  });
  return {
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <R>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query(sql, params)).rows as R[],
          }),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ host, port, user: 'supabase_admin', database, types });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      return () => client.end();
    },
    async close() {
      await pool.end();
    },
  };
}
