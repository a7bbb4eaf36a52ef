// Vitest global setup of the "supabase-pg15" project: ONE PostgreSQL 15 cluster for the whole
// run, the migrations applied once (tests/support/supabase/postgres15.ts), then copied into a template
// database; each test file clones the template (tests/support/supabase/postgres15-db.ts), which takes a
// fraction of a second instead of replaying the migrations.
import type { TestProject } from 'vitest/node';
import { startPostgres15 } from './postgres15.ts';

const TEMPLATE_DATABASE = 'filmfolio_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pg15: { host: string; port: number; template: string };
  }
}

export default async function setup(project: TestProject) {
  const pg = await startPostgres15();
  // A template may have no open connection while it is copied: the migrations went into the
  // `postgres` database, which the per-file CREATE DATABASE statements then connect to.
  await pg.psql(`create database ${TEMPLATE_DATABASE} template postgres`, 'supabase_admin');
  project.provide('pg15', { host: pg.host, port: pg.port, template: TEMPLATE_DATABASE });
  return () => pg.stop();
}
