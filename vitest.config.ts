import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/, server/, scripts/, integrations/); end-to-end and
// cross-cutting suites live under tests/. Component tests opt into happy-dom with a
// `// @vitest-environment happy-dom` comment at the top of the file.
//
// Projects: the fast ones run together first; the end-to-end files then run one at a time,
// because each drives Chromium against a real server and the machine has two cores; the latency
// files last, alone, so no other suite's load is measured with them.
// SQL test files (tests/supabase/db.ts) that run on PostgreSQL 15 instead of PGlite.
const SQL_ON_PG15 = [
  'tests/supabase/allow-list.test.ts',
  'tests/supabase/credits.test.ts',
  'tests/supabase/hardening.test.ts',
  'tests/supabase/messages.test.ts',
  'tests/supabase/previews.test.ts',
  'tests/supabase/private-links.test.ts',
  'tests/supabase/reorder.test.ts',
  'tests/supabase/site-settings.test.ts',
  'tests/supabase/slug-rule.test.ts',
  'tests/supabase/statistics.test.ts',
  'tests/supabase/storage.test.ts',
  'tests/supabase/videos.test.ts',
  'tests/supabase/visibility.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // No test may leave 127.0.0.1: connections to any other host fail (tests/support/offline-guard.ts).
    setupFiles: ['tests/support/offline-guard.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'integrations/**/*.test.ts'],
          // Player iframes load a blank page from a stand-in instead of printing refusals.
          setupFiles: ['tests/support/embed-frames.ts'],
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
          exclude: [
            'tests/e2e/**',
            'tests/**/*-latency.test.ts',
            '**/node_modules/**',
            ...SQL_ON_PG15,
          ],
        },
      },
      {
        extends: true,
        test: {
          // The Supabase SQL tests on a real PostgreSQL 15 (as hosted, `postgres` not a
          // superuser): one cluster for the run, one database per file cloned from a template.
          name: 'supabase-pg15',
          include: SQL_ON_PG15,
          globalSetup: ['tests/support/postgres15-global.ts'],
          env: { SUPABASE_TEST_DB: 'pg15' },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
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
          // Latency measured on the real server, alone: after every other project is done.
          name: 'latency',
          include: ['tests/**/*-latency.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
