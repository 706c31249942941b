import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/chromium.mjs';

/**
 * End-to-end tests: Debian's Chromium against the production build served by server.mjs (the
 * real CSP) in front of an in-memory sandbox. One browser, one worker, no retries: the run
 * shares two cores with everything else, and a flaky test must show up as a failure.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM.executablePath, args: CHROMIUM.args },
    // The business time zone, so dates on screen read as the spec's.
    timezoneId: 'Asia/Bangkok',
    locale: 'en-GB',
    screenshot: 'only-on-failure',
    // Recording a trace for every test costs about a second each; E2E_TRACE=1 turns it on.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
});
