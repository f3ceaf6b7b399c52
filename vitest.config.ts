import { availableParallelism } from 'node:os';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // One test file per core (vitest's own default leaves a core free, which halves this suite on 2 cores: many of its
    // files spend their time waiting for a child process or a thread).
    maxWorkers: availableParallelism(),
    hookTimeout: 120_000,
    projects: [
      {
        // Projects inherit the root options (timeouts) only when asked to.
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          // The fixture site, built once: the integration tests that only read a build read it.
          globalSetup: ['tests/integration/global-setup.ts'],
          pool: 'forks',
          // The integration tests build sites with threads beside the other files' builds; a test that fails runs
          // once more (a run fails only when it fails twice), as the browser tests do (playwright.config.ts).
          retry: 1,
        },
      },
      {
        // The real site, built once, and checks of its content: pages, languages, typography, markup, brochures.
        extends: true,
        test: {
          name: 'end-to-end',
          include: ['tests/end-to-end/**/*.test.ts'],
          globalSetup: ['tests/end-to-end/global-setup.ts'],
          pool: 'forks',
          retry: 1,
        },
      },
      {
        // Components render in happy-dom; Linaria's styles are transformed the way the build does it.
        extends: true,
        plugins: [
          wyw({
            include: ['**/site/**/*.{ts,tsx}'],
            babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
          }),
        ],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/component-setup.ts'],
        },
      },
    ],
  },
});
