import { defineConfig } from '@playwright/test';
import type { IntranetOptions } from './e2e/fixtures';

/**
 * The intranet example against both of its builds: the same tests once on React 19 and once on
 * React 18.3 (the project names the build; the fixtures pick its server). Debian's Chromium,
 * never a downloaded browser. Two workers; no retries: a flaky test must show up as a failure.
 */
export default defineConfig<IntranetOptions>({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  outputDir: '.work/test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    timezoneId: 'Asia/Bangkok',
    locale: 'en-GB',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'react-19', use: { reactMajor: 19 } },
    { name: 'react-18', use: { reactMajor: 18 } },
  ],
});
