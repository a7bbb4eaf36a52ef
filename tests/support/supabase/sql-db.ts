// The small query interface the Supabase SQL tests use (tests/support/supabase/db.ts): PGlite has it,
// and so does the PostgreSQL 15 client of tests/support/supabase/postgres15-db.ts.
export interface SqlTx {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export interface SqlDb extends SqlTx {
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>;
  /** LISTEN on its own connection: `onPayload` gets each NOTIFY's payload; resolves with UNLISTEN. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
