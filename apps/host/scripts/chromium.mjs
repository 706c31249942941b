// Debian's Chromium (never a downloaded browser) with the launch flags known to work on these
// machines (ARCHITECTURE.md); headless is added by Playwright. Shared by the e2e tests and the bench.

/** Launch options for playwright-core's `chromium.launch`. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
