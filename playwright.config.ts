import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/browser/global-setup.ts',
  timeout: 30_000,
  workers: 2,
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
