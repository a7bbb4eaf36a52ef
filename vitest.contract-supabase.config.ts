import { defineConfig } from 'vitest/config';

// `npm run test:contract:supabase`: the adapter contract (src/backend/contract/suite.ts) against a live
// Supabase project, outside `npm test` because this machine has no hosted service to reach.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/backend/supabase/contract.live.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
