import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/browser/global-setup.ts',
  timeout: 30_000,
  // Assertions wait for a state (a page hydrated, a request answered) and pass as soon as it holds; the ceiling only
  // decides when to give up. A page can take over 5 s (Playwright's default) to hydrate on a loaded 2-core machine.
  expect: { timeout: 15_000 },
  // A test that fails runs once more, and the run reports it as flaky (the list reporter counts them at the end): on
  // a loaded 2-core runner, one of some 450 tests occasionally misses its ceiling (a page not hydrated in 15 s), and
  // a run that fails for that lands nothing. A test that fails twice fails the run.
  retries: 1,
  // One worker per core: each drives one Chromium, which keeps a core busy while a page loads and axe or a
  // screenshot runs. Tests of one file spread over the workers too.
  workers: availableParallelism(),
  fullyParallel: true,
  // The list reporter repeats every failure in full at the end of its output, where a CI log's tail shows it.
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
