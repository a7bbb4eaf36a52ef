import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/, server/, scripts/, integrations/); end-to-end and
// cross-cutting suites live under tests/. Component tests opt into happy-dom with a
// `// @vitest-environment happy-dom` comment at the top of the file.
//
// Projects: the fast ones run together first; the end-to-end files then run one at a time,
// because each drives Chromium against a real server and the machine has two cores; the latency
// files last, alone, so no other suite's load is measured with them.
// Files that need the run's PostgreSQL 15 (tests/support/supabase/postgres15-global.ts): the Supabase SQL
// tests (tests/support/supabase/db.ts, with SUPABASE_TEST_DB=pg15) and everything that starts the
// Supabase stand-in (tests/support/supabase/stand-in.ts), which always runs on it.
const ON_PG15 = ['tests/supabase/**/*.test.ts', 'tests/ops/export-supabase*.test.ts'];
// The browser journeys against the stand-in: on PostgreSQL 15 too, one file at a time.
const E2E_ON_PG15 = ['tests/e2e/*supabase*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // No test may leave 127.0.0.1: connections to any other host fail (tests/support/harness/offline-guard.ts).
    setupFiles: ['tests/support/harness/offline-guard.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'integrations/**/*.test.ts'],
          // Player iframes load a blank page from a stand-in instead of printing refusals.
          setupFiles: ['tests/support/fakes/embed-frames.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'server', include: ['server/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts', 'supabase/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/**/*-latency.test.ts', '**/node_modules/**', ...ON_PG15],
        },
      },
      {
        extends: true,
        test: {
          // The Supabase SQL tests and the stand-in on a real PostgreSQL 15 (as hosted, `postgres`
          // not a superuser): one cluster for the run, one database per stand-in or SQL file,
          // cloned from a template.
          name: 'supabase-pg15',
          include: ON_PG15,
          globalSetup: ['tests/support/supabase/postgres15-global.ts'],
          env: { SUPABASE_TEST_DB: 'pg15' },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // A journey fails on an uncaught error or unhandled rejection in its pages.
          setupFiles: ['tests/support/harness/page-errors-check.ts'],
          exclude: ['**/node_modules/**', ...E2E_ON_PG15],
          fileParallelism: false,
          testTimeout: 60_000,
          // A browser condition polled for 1 s (the default) failed on a loaded CI machine where
          // the same state came 1.5 s later: give each poll the slack a Playwright wait has.
          expect: { poll: { timeout: 10_000 } },
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // After the other browser files (a group of its own, so two browsers never overlap),
          // with its own PostgreSQL 15 cluster for the stand-in.
          name: 'e2e-supabase',
          include: E2E_ON_PG15,
          setupFiles: ['tests/support/harness/page-errors-check.ts'],
          globalSetup: ['tests/support/supabase/postgres15-global.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // Latency measured on the real server, alone: after every other project is done.
          name: 'latency',
          include: ['tests/**/*-latency.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
