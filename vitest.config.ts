import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/, server/, scripts/); end-to-end and cross-cutting suites
// live under tests/. Component tests opt into happy-dom with a `// @vitest-environment happy-dom`
// comment at the top of the file.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
