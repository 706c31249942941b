import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/chromium.mjs';

/**
 * End-to-end tests: Debian's Chromium against the production build served by server.mjs (the
 * real CSP) in front of an in-memory sandbox. Two workers, each with its own browser and host
 * server, in front of the run's one sandbox: one worker leaves most of the two cores idle while
 * it waits on the browser and the API (about 100 s less on a busy 2-core machine). What a spec
 * may change in the shared sandbox is in e2e/support/fixtures.ts. Files are spread over the
 * workers, and a file's tests run in order in one worker, unless the file says
 * `test.describe.configure({ mode: 'parallel' })`: the long files whose tests are independent of
 * each other do, so that the run does not end with one worker alone on a long file. Not
 * fullyParallel: merchant-profile.spec.ts saves the same merchant from two tests, and a new file
 * need not think about it. No retries: a flaky test must show up as a failure.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 2,
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
