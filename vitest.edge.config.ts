import { defineConfig } from 'vitest/config';

// The edge tests run the site in Cloudflare's runtime (workerd, through wrangler 4), which needs Node 22 or
// later: .ci/run runs them in its Node 24 pass (`npm run test:edge`), never skipped at run time.
export default defineConfig({
  test: {
    name: 'edge',
    include: ['tests/edge/**/*.test.ts'],
    globalSetup: ['tests/edge/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One runtime at a time on a 2-core machine.
    fileParallelism: false,
  },
});
